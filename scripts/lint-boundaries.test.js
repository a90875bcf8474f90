/**
 * The package boundaries of eslint.config.mjs fail the lint step: a section importing the shell
 * or another section, a package importing another one other than through shared-contracts'
 * public entries (those its package.json#exports declares), and import cycles. Sources are linted
 * as files of the repository would be, read from stdin: nothing is written into the repository.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const ESLINT = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** The rules each linted file breaks, as `<file> <rule>`, from ESLint's own command (JSON output). */
function rulesBroken(run, base) {
  return JSON.parse(run.stdout).flatMap((result) =>
    result.messages.map((message) => `${path.relative(base, result.filePath)} ${message.ruleId}`),
  );
}

/** Lints `text` as the repository's file `file` (its zones are folders of the repository). */
function lintAs(file, text) {
  const run = spawnSync(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: root,
    input: text,
    encoding: 'utf8',
  });
  return rulesBroken(run, root);
}

describe('package boundaries', () => {
  jest.setTimeout(60_000);

  it('refuses a section importing the shell, another section, or a deep path of the contracts', () => {
    const crossing = [
      "import { loadShellConfig } from '../../shell/server/config';",
      "import { pageOf } from '../../mfe-news/src/api/news-queries';",
      "import news from '@site/mfe-news';",
      "import { routeNameOf } from '@site/shared-contracts/src/routes';",
      'export const used = [loadShellConfig, pageOf, news, routeNameOf];',
    ].join('\n');
    expect(lintAs('mfe-about/src/crossing.ts', crossing)).toEqual([
      'mfe-about/src/crossing.ts import-x/no-restricted-paths',
      'mfe-about/src/crossing.ts import-x/no-restricted-paths',
      'mfe-about/src/crossing.ts no-restricted-imports',
      'mfe-about/src/crossing.ts no-restricted-imports',
    ]);
  });

  it('lets a section use the contracts and the kit, and only the shell use the content API', () => {
    const allowed = [
      "import { routeNameOf } from '@site/shared-contracts';",
      "import { useApi } from '@site/shared-contracts/section-kit';",
      "import { buildApp } from '@site/content-api';",
      'export const used = [routeNameOf, useApi, buildApp];',
    ].join('\n');
    expect(lintAs('mfe-about/src/allowed.ts', allowed)).toEqual([
      'mfe-about/src/allowed.ts no-restricted-imports',
      'mfe-about/src/allowed.ts import-x/no-restricted-paths',
    ]);
  });

  it("takes the contracts' public entries from their package.json#exports, the testing helpers included", () => {
    const entries = [
      "import { createSectionProps } from '@site/shared-contracts/section-kit/testing';",
      "import { render } from '@site/shared-contracts/section-kit/server';",
      "import { copyOf } from '@site/shared-contracts/section-kit/copy';",
      'export const used = [createSectionProps, render, copyOf];',
    ].join('\n');
    expect(lintAs('mfe-about/src/entries.test.ts', entries)).toEqual([
      'mfe-about/src/entries.test.ts no-restricted-imports',
    ]);
  });

  it("lets tests make releases with the tooling's release writer, and nothing else of the shell use the tooling", () => {
    const writer =
      "import { publishRelease } from '@site/tooling/release-writer';\nexport const used = publishRelease;\n";
    expect(lintAs('shell/server/writer.ts', writer)).toEqual([
      'shell/server/writer.ts no-restricted-imports',
      'shell/server/writer.ts import-x/no-restricted-paths',
    ]);
    expect(lintAs('shell/server/writer.test.ts', writer)).toEqual([]);
    const deep = "import { stageSite } from '@site/tooling/release-gate/staging';\nexport const used = stageSite;\n";
    expect(lintAs('shell/server/stage.test.ts', deep)).toEqual(['shell/server/stage.test.ts no-restricted-imports']);
  });

  it('refuses an import cycle', () => {
    // Two files that import each other, in the repository's data folder (which the lint ignores but for this).
    fs.mkdirSync(path.join(root, '.data'), { recursive: true });
    const folder = fs.mkdtempSync(path.join(root, '.data', 'lint-cycle-'));
    try {
      fs.writeFileSync(path.join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      fs.writeFileSync(path.join(folder, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const files = ['a.ts', 'b.ts'].map((file) => path.join(folder, file));
      const run = spawnSync(process.execPath, [ESLINT, '--no-ignore', '--format', 'json', ...files], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(rulesBroken(run, folder)).toEqual(['a.ts import-x/no-cycle', 'b.ts import-x/no-cycle']);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
