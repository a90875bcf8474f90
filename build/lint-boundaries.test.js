/**
 * The package boundaries of eslint.config.mjs fail the lint step, in TypeScript and JavaScript
 * alike: a relative import out of a package's folder, an import of a package the importer may not
 * use or does not declare, a deep path instead of a public entry, and import cycles. Sources are
 * linted as files of the repository would be, read from stdin: nothing is written into the
 * repository.
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

  /** The rules broken by `text` linted as `file`, without duplicates, sorted. */
  const broken = (file, text) => [...new Set(lintAs(file, text))].sort();

  it('refuses a section importing the shell, another section, or a deep path of the contracts', () => {
    const crossing = [
      "import { loadShellConfig } from '../../shell/server/config';",
      "import { pageOf } from '../../mfe-news/src/api/news-queries';",
      "import news from '@site/mfe-news';",
      "import { routeNameOf } from '@site/shared-contracts/src/routes';",
      'export const used = [loadShellConfig, pageOf, news, routeNameOf];',
    ].join('\n');
    expect(lintAs('mfe-about/src/crossing.ts', crossing).sort()).toEqual([
      'mfe-about/src/crossing.ts import-x/no-restricted-paths',
      'mfe-about/src/crossing.ts import-x/no-restricted-paths',
      'mfe-about/src/crossing.ts site/package-imports',
      'mfe-about/src/crossing.ts site/package-imports',
      'mfe-about/src/crossing.ts site/package-imports',
      'mfe-about/src/crossing.ts site/package-imports',
    ]);
  });

  it('lets a section use the contracts and the kit, and only the shell use the content API', () => {
    const allowed = [
      "import { routeNameOf } from '@site/shared-contracts';",
      "import { useApi } from '@site/shared-contracts/section-kit';",
      'export const used = [routeNameOf, useApi];',
    ].join('\n');
    expect(broken('mfe-about/src/allowed.ts', allowed)).toEqual([]);
    const api = "import { buildApp } from '@site/content-api';\nexport const used = buildApp;\n";
    expect(broken('mfe-about/src/api.ts', api)).toEqual([
      'mfe-about/src/api.ts import-x/no-extraneous-dependencies',
      'mfe-about/src/api.ts import-x/no-restricted-paths',
      'mfe-about/src/api.ts site/package-imports',
    ]);
    expect(broken('shell/server/api.ts', api)).toEqual([]);
  });

  it('refuses a relative require out of its package in JavaScript, whatever the extension', () => {
    const planted = "const { createSection } = require('../new-section');\nmodule.exports = { createSection };\n";
    expect(broken('release/release-gate/planted.js', planted)).toEqual([]);
    expect(broken('build/planted.js', planted.replace('../new-section', '../release/new-section'))).toEqual([
      'build/planted.js import-x/no-restricted-paths',
      'build/planted.js site/package-imports',
    ]);
    const mjs = "export { runGate } from '../release/release-gate/index.js';\n";
    expect(broken('bench/planted.mjs', mjs)).toEqual(['bench/planted.mjs site/package-imports']);
    const cjs = "module.exports = require.resolve('../shell/server/main');\n";
    expect(broken('release/planted.cjs', cjs)).toEqual(['release/planted.cjs site/package-imports']);
  });

  it('refuses an import of a package the importer does not declare', () => {
    const planted = "const { sectionNames } = require('@site/build/sections');\nmodule.exports = { sectionNames };\n";
    expect(broken('release/planted.js', planted)).toEqual([]);
    expect(broken('content-api/src/planted.js', planted)).toEqual([
      'content-api/src/planted.js import-x/no-extraneous-dependencies',
    ]);
    const thirdParty = "import autocannon from 'autocannon';\nexport const used = autocannon;\n";
    expect(broken('shell/server/planted.ts', thirdParty)).toEqual([
      'shell/server/planted.ts import-x/no-extraneous-dependencies',
    ]);
  });

  it('keeps the build from the shell and the release code, and the shell from the release code', () => {
    const release = "const { release } = require('@site/release/release');\nmodule.exports = { release };\n";
    expect(broken('build/planted.js', release)).toEqual([
      'build/planted.js import-x/no-extraneous-dependencies',
      'build/planted.js import-x/no-restricted-paths',
      'build/planted.js site/package-imports',
    ]);
    expect(
      broken(
        'shell/server/planted.test.ts',
        "import { release } from '@site/release/release';\nexport const used = release;\n",
      ),
    ).toEqual([
      'shell/server/planted.test.ts import-x/no-extraneous-dependencies',
      'shell/server/planted.test.ts import-x/no-restricted-paths',
      'shell/server/planted.test.ts site/package-imports',
    ]);
    const deep =
      "const { stageSite } = require('@site/release/release-gate/staging');\nmodule.exports = { stageSite };\n";
    expect(broken('bench/planted.js', deep)).toEqual(['bench/planted.js site/package-imports']);
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
