import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { publicEntriesOf, SOURCE_CONDITION } from '@site/build/packages';
import tseslint from 'typescript-eslint';

/**
 * Package boundaries (STYLE.md "Boundaries are lint rules"), for TypeScript and JavaScript alike:
 * a package reaches another only through the public entries its package.json#exports declares,
 * only the packages MAY_IMPORT names, only when its own package.json declares them, and never by
 * a relative path out of its folder. Zones and entries are made from the folders and their
 * package.json, so a new section or entry is covered with no edit here.
 */
const PACKAGES = fs
  .readdirSync('.', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(`${entry.name}/package.json`))
  .map((entry) => entry.name);
const CONTRACTS = 'shared-contracts';
const SECTIONS = PACKAGES.filter((name) => name.startsWith('mfe-'));
/** The packages each package may import beside the contracts and the build (decision 068). */
const MAY_IMPORT = {
  [CONTRACTS]: [],
  build: [],
  'content-api': [],
  shell: ['content-api'],
  release: ['shell'],
  bench: ['shell', 'release', 'content-api', ...SECTIONS],
  e2e: ['shell', 'content-api', 'release'],
};
const TEST_FILES = ['**/*.test.*', '**/test-support/**'];
const CODE = ['ts', 'tsx', 'js', 'mjs', 'cjs'];
const codeIn = (folder) => CODE.map((extension) => `${folder}**/*.${extension}`);

const mayImport = (name) => [CONTRACTS, 'build', ...(MAY_IMPORT[name] ?? [])];

const boundaryZones = PACKAGES.filter((name) => name !== CONTRACTS).map((name) => ({
  target: `./${name}/**`,
  from: PACKAGES.filter((other) => other !== name && !mayImport(name).includes(other)).map((other) => `./${other}/**`),
  message: 'A package imports only the packages its place in the graph allows (DESIGN.md §1).',
}));

/** The import specifiers a package may use of other packages: the public entries of those it may import. */
const entriesFor = (name) => mayImport(name).flatMap((folder) => publicEntriesOf(folder));

/** The package folder a file lies in, or null for the repository's own files (scripts, configs). */
const packageOf = (file) => {
  const [first, ...rest] = path.relative(process.cwd(), file).split(path.sep);
  return rest.length > 0 && PACKAGES.includes(first) ? first : null;
};

/**
 * Every import, export-from, import() and require() of a file: a relative one stays in the file's
 * package folder; an @site/ one names a public entry of a package the file's package may import.
 */
const packageImportRule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'array', items: { type: 'string' } }],
    messages: {
      crossing: 'A relative import stays in its package: import {{target}} by its package name.',
      entry: '{{source}} is not a public entry of a package this one may import (its package.json#exports).',
    },
  },
  create(context) {
    const from = packageOf(context.filename);
    const entries = new Set(context.options[0] ?? []);
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const { value } = source;
      if (value.startsWith('.')) {
        const target = packageOf(path.resolve(path.dirname(context.filename), value));
        if (target !== from) context.report({ node: source, messageId: 'crossing', data: { target: target ?? 'it' } });
      } else if (from && value.startsWith('@site/') && !entries.has(value)) {
        context.report({ node: source, messageId: 'entry', data: { source: value } });
      }
    };
    const isRequire = (callee) =>
      (callee.type === 'Identifier' && callee.name === 'require') ||
      (callee.type === 'MemberExpression' && callee.object.name === 'require' && callee.property.name === 'resolve');
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (isRequire(node.callee) && node.arguments[0]?.type === 'Literal') check(node.arguments[0]);
      },
    };
  },
};

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
    files: codeIn(''),
    plugins: { 'import-x': importX, site: { rules: { 'package-imports': packageImportRule } } },
    settings: {
      // no-cycle reads the files an import leads to with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          // Packages resolve to their sources, as the type check reads them (tsconfig.json).
          conditionNames: [SOURCE_CONDITION, 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'site/package-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...PACKAGES.map((name) => ({
    files: codeIn(`${name}/`),
    rules: {
      'site/package-imports': ['error', entriesFor(name)],
      // What a package imports, its own package.json declares (tests may also use the root's tools).
      'import-x/no-extraneous-dependencies': ['error', { includeInternal: true, packageDir: [`./${name}`] }],
    },
  })),
  ...PACKAGES.map((name) => ({
    files: TEST_FILES.map((pattern) => `${name}/${pattern}`),
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { includeInternal: true, packageDir: [`./${name}`, '.'] }],
    },
  })),
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'build/**/*.js', 'release/**/*.js', 'bench/**/*.js', 'jest.setup.js'],
    rules: { 'no-console': 'off' },
  },
);
