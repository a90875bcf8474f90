import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { publicEntriesOf, SOURCE_CONDITION } from '@site/tooling/packages';
import tseslint from 'typescript-eslint';

/**
 * Package boundaries (STYLE.md "Boundaries are lint rules"): a package reaches another only
 * through the public entries of @site/shared-contracts, as its package.json#exports declares them;
 * a section never imports the shell or another section. The shell server mounts the content API
 * in-process (DESIGN.md §5), the one other crossing; tests may also make releases with the release
 * writer of @site/tooling, as the release command does. Zones and entries are made from the
 * folders and their package.json, so a new section or entry is covered with no edit here.
 */
const PACKAGES = fs
  .readdirSync('.', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(`${entry.name}/package.json`))
  .map((entry) => entry.name);
const CONTRACTS = 'shared-contracts';
/** The other packages each package may import, beside the contracts. */
const MAY_IMPORT = { shell: ['content-api'] };
/** What tests may import beside. */
const TESTS_MAY_IMPORT = ['tooling'];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'];

const mayImport = (name, tests) => [CONTRACTS, ...(MAY_IMPORT[name] ?? []), ...(tests ? TESTS_MAY_IMPORT : [])];

const boundaryZones = (tests) =>
  PACKAGES.filter((name) => name !== CONTRACTS && name !== 'e2e').map((name) => ({
    target: `./${name}/**`,
    from: PACKAGES.filter((other) => other !== name && !mayImport(name, tests).includes(other)).map(
      (other) => `./${other}/**`,
    ),
    message: 'Packages meet only through @site/shared-contracts (DESIGN.md §1).',
  }));

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern matching any @site/ import but the public entries of `packages`. */
const otherThanEntriesOf = (packages) =>
  `^@site/(?!(${packages
    .flatMap((folder) => publicEntriesOf(folder))
    .map((entry) => escapeRegExp(entry.slice('@site/'.length)))
    .join('|')})$)`;

const packageImports = (name, tests) => ({
  patterns: [
    {
      regex: otherThanEntriesOf(mayImport(name, tests)),
      message: 'Import another package only through @site/shared-contracts and its public entries.',
    },
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
          // Packages resolve to their sources, as the type check reads them (tsconfig.json).
          conditionNames: [SOURCE_CONDITION, 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones(false) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...PACKAGES.map((name) => ({
    files: [`${name}/**/*.ts`, `${name}/**/*.tsx`],
    rules: { 'no-restricted-imports': ['error', packageImports(name, false)] },
  })),
  { files: TEST_FILES, rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones(true) }] } },
  ...PACKAGES.map((name) => ({
    files: TEST_FILES.map((pattern) => `${name}/${pattern}`),
    rules: { 'no-restricted-imports': ['error', packageImports(name, true)] },
  })),
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'tooling/**/*.js', 'jest.setup.js'],
    rules: { 'no-console': 'off' },
  },
);
