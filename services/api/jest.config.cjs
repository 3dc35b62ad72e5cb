const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'api',
  rootDir: __dirname,
  decorators: true,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  // PGlite starts in seconds and PostgreSQL suites create their own database.
  testTimeout: 60_000,
  maxWorkers: 2,
  // ESM-only packages that Node 20 loads with require(esm) but Jest cannot: let SWC turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
});
