/** Unit and API tests of every package; e2e tests run in Playwright, not here. */
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

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/*/src/**/*.test.ts?(x)', '<rootDir>/*/server/**/*.test.ts', '<rootDir>/scripts/**/*.test.js'],
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
  testTimeout: 20000,
};
