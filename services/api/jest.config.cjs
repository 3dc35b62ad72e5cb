const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'api',
  rootDir: __dirname,
  decorators: true,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  // PGlite starts in seconds and PostgreSQL suites create their own database.
  testTimeout: 60_000,
  maxWorkers: 2,
  // A worker's heap grew to 1.9 GB over the files it ran, and jest then gave up waiting for it to
  // exit ("failed to exit gracefully"): a worker past 1 GB after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  // ESM-only packages that Node 20 loads with require(esm) but Jest cannot: let SWC turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
});
