/**
 * The package boundaries of eslint.config.mjs fail the lint step: a section importing the shell
 * or another section, a package importing another one other than through shared-contracts'
 * public entries (those its package.json#exports declares), and import cycles.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** The rules each file breaks, as the lint step runs them (ESLint's own command, JSON output). */
async function lint(files) {
  const eslint = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
  const run = spawnSync(process.execPath, [eslint, '--format', 'json', ...files], { cwd: root, encoding: 'utf8' });
  return JSON.parse(run.stdout).flatMap((result) =>
    result.messages.map((message) => `${path.relative(root, result.filePath)} ${message.ruleId}`),
  );
}

/** Writes fixture files inside a package (the zones are folders), and removes them after. */
function withFixture(dir, files, run) {
  const folder = path.join(root, dir, `lint-fixture-${process.pid}`);
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
  return run(path.relative(root, folder)).finally(() => fs.rmSync(folder, { recursive: true, force: true }));
}

describe('package boundaries', () => {
  jest.setTimeout(60_000);

  it('refuses a section importing the shell, another section, or a deep path of the contracts', () =>
    withFixture(
      'mfe-about/src',
      {
        'crossing.ts': [
          "import { loadShellConfig } from '../../../shell/server/config';",
          "import { pageOf } from '../../../mfe-news/src/api/news-queries';",
          "import news from '@site/mfe-news';",
          "import { routeNameOf } from '@site/shared-contracts/src/routes';",
          'export const used = [loadShellConfig, pageOf, news, routeNameOf];',
        ].join('\n'),
      },
      async (folder) => {
        expect(await lint([`${folder}/crossing.ts`])).toEqual([
          `${folder}/crossing.ts import-x/no-restricted-paths`,
          `${folder}/crossing.ts import-x/no-restricted-paths`,
          `${folder}/crossing.ts no-restricted-imports`,
          `${folder}/crossing.ts no-restricted-imports`,
        ]);
      },
    ));

  it('lets a section use the contracts and the kit, and only the shell use the content API', () =>
    withFixture(
      'mfe-about/src',
      {
        'allowed.ts': [
          "import { routeNameOf } from '@site/shared-contracts';",
          "import { useApi } from '@site/shared-contracts/section-kit';",
          "import { buildApp } from '@site/content-api';",
          'export const used = [routeNameOf, useApi, buildApp];',
        ].join('\n'),
      },
      async (folder) => {
        expect(await lint([`${folder}/allowed.ts`])).toEqual([
          `${folder}/allowed.ts no-restricted-imports`,
          `${folder}/allowed.ts import-x/no-restricted-paths`,
        ]);
      },
    ));

  it("takes the contracts' public entries from their package.json#exports, the testing helpers included", () =>
    withFixture(
      'mfe-about/src',
      {
        'entries.test.ts': [
          "import { createSectionProps } from '@site/shared-contracts/section-kit/testing';",
          "import { render } from '@site/shared-contracts/section-kit/server';",
          "import { copyOf } from '@site/shared-contracts/section-kit/copy';",
          'export const used = [createSectionProps, render, copyOf];',
        ].join('\n'),
      },
      async (folder) => {
        expect(await lint([`${folder}/entries.test.ts`])).toEqual([`${folder}/entries.test.ts no-restricted-imports`]);
      },
    ));

  it("lets tests make releases with the tooling's release writer, and nothing else of the shell use the tooling", () =>
    withFixture(
      'shell/server',
      {
        'writer.ts':
          "import { publishRelease } from '@site/tooling/release-writer';\nexport const used = publishRelease;\n",
        'writer.test.ts': [
          "import { publishRelease } from '@site/tooling/release-writer';",
          "import { stageSite } from '@site/tooling/release-gate/staging';",
          'export const used = [publishRelease, stageSite];',
        ].join('\n'),
      },
      async (folder) => {
        expect(await lint([`${folder}/writer.ts`, `${folder}/writer.test.ts`])).toEqual([
          `${folder}/writer.test.ts no-restricted-imports`,
          `${folder}/writer.ts no-restricted-imports`,
          `${folder}/writer.ts import-x/no-restricted-paths`,
        ]);
      },
    ));

  it('refuses an import cycle', () =>
    withFixture(
      'shell/src',
      {
        'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      },
      async (folder) => {
        expect(await lint([`${folder}/a.ts`, `${folder}/b.ts`])).toEqual([
          `${folder}/a.ts import-x/no-cycle`,
          `${folder}/b.ts import-x/no-cycle`,
        ]);
      },
    ));
});
