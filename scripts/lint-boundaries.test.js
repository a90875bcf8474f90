/**
 * The package boundaries of eslint.config.mjs fail the lint step: a section importing the shell
 * or another section, a package importing another one other than through shared-contracts'
 * public entries, and import cycles.
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
          "import { MENU_KEYS } from '../../../shell/src/header/menu';",
          "import { pageOf } from '../../../mfe-news/src/api/news-queries';",
          "import news from '@site/mfe-news';",
          "import { routeNameOf } from '@site/shared-contracts/src/routes';",
          'export const used = [MENU_KEYS, pageOf, news, routeNameOf];',
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
        expect(await lint([`${folder}/allowed.ts`])).toEqual([`${folder}/allowed.ts no-restricted-imports`]);
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
