/**
 * Unit and API tests of every package; e2e tests run in Playwright, not here. The content API's
 * tests run twice: on SQLite with everything else, and on a throwaway PostgreSQL server
 * (content-api/test-setup/postgres.js; it fails the run when PostgreSQL is not installed).
 */
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
  moduleNameMapper: {
    '^@site/shared-contracts$': '<rootDir>/shared-contracts/src/index.ts',
    '^@site/shared-contracts/section-kit$': '<rootDir>/shared-contracts/src/section-kit/index.ts',
    '^@site/shared-contracts/section-kit/server$': '<rootDir>/shared-contracts/src/section-kit/server-entry.tsx',
    '^@site/shared-contracts/section-kit/testing$': '<rootDir>/shared-contracts/src/section-kit/testing.tsx',
    '^@site/content-api$': '<rootDir>/content-api/src/index.ts',
    '\\.css$': '<rootDir>/jest.style-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
};

module.exports = {
  // A global option: inside a project's settings jest ignores it and waits 5 s.
  testTimeout: 20000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/*/src/**/*.test.ts?(x)',
        '<rootDir>/*/server/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.js',
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
