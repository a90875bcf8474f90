import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Package boundaries (STYLE.md "Boundaries are lint rules"): a package reaches another only
 * through @site/shared-contracts' public entries; a section never imports the shell or another
 * section. The shell server mounts the content API in-process (DESIGN.md §5), the one other
 * crossing. Zones are made from the folders, so a new section is covered with no edit here.
 */
const PACKAGES = fs
  .readdirSync('.', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(`${entry.name}/package.json`))
  .map((entry) => entry.name);
const MAY_IMPORT = { shell: ['content-api'] };

const boundaryZones = PACKAGES.filter((name) => name !== 'shared-contracts' && name !== 'e2e').map((name) => ({
  target: `./${name}/**`,
  from: PACKAGES.filter(
    (other) => other !== name && other !== 'shared-contracts' && !(MAY_IMPORT[name] ?? []).includes(other),
  ).map((other) => `./${other}/**`),
  message: 'Packages meet only through @site/shared-contracts (DESIGN.md §1).',
}));

const packageImports = (name) => ({
  patterns: [
    {
      regex: '^@site/(?!shared-contracts(/section-kit(/server|/testing)?)?$)(?!content-api$)',
      message: 'Import another package only through @site/shared-contracts and its public entries.',
    },
    ...(name === 'shell'
      ? []
      : [{ regex: '^@site/content-api$', message: 'Only the shell server mounts the content API in-process.' }]),
  ],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/media/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads the files an import leads to with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          tsconfig: { configFile: './tsconfig.json' },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...PACKAGES.map((name) => ({
    files: [`${name}/**/*.ts`, `${name}/**/*.tsx`],
    rules: { 'no-restricted-imports': ['error', packageImports(name)] },
  })),
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'jest.setup.js'],
    rules: { 'no-console': 'off' },
  },
);
