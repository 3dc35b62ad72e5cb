const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'mfe-public',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  globals: { __REMOTE_VERSION__: 'test' },
  // jest-dom matchers, a stubbed HTTP layer and a clean session before each test (src/test/README.md).
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
});
