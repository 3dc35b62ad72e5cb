const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'mfe-admin',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  globals: { __REMOTE_VERSION__: 'test' },
  // jest-dom matchers, a stubbed HTTP layer and a clean session before each test (src/test/README.md).
  // Form tests drive MUI through user-event; on a busy machine 5 s is tight.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
});
