/**
 * Unit and API tests of every package; e2e tests run in Playwright, not here. The content API's
 * tests run twice: on SQLite with everything else, and on a throwaway PostgreSQL server
 * (content-api/test-setup/postgres.js; it fails the run when PostgreSQL is not installed).
 * Packages are tested from their sources: each public entry resolves to the source its
 * package.json#exports names (@site/build/packages).
 */
const { workspaceSourceEntries } = require('@site/build/packages');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sourceEntries = Object.fromEntries(
  Object.entries(workspaceSourceEntries(__dirname)).map(([entry, file]) => [`^${escapeRegExp(entry)}$`, file]),
);

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // ESM-only dependencies (light-my-request's cookie) are compiled to CommonJS for jest on Node 20.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  moduleNameMapper: { ...sourceEntries, '\\.css$': '<rootDir>/jest.style-stub.js' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
};

module.exports = {
  // A run-wide option: jest reads no testTimeout of a project.
  testTimeout: 20000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/*/src/**/*.test.ts?(x)',
        '<rootDir>/*/server/**/*.test.ts',
        '<rootDir>/bench/**/*.test.js',
        '<rootDir>/build/**/*.test.js',
        '<rootDir>/release/**/*.test.js',
        '<rootDir>/shell/*.test.js',
        // The new-section template is a section of its own, tested like the others.
        '<rootDir>/release/templates/*/src/**/*.test.ts?(x)',
      ],
    },
    {
      ...common,
      displayName: 'content-api on PostgreSQL',
      testMatch: ['<rootDir>/content-api/src/**/*.test.ts'],
      setupFiles: ['<rootDir>/content-api/test-setup/postgres-project.js'],
      globalSetup: '<rootDir>/content-api/test-setup/global-setup.js',
      globalTeardown: '<rootDir>/content-api/test-setup/global-teardown.js',
    },
  ],
};
