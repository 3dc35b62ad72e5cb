const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'mfe-public',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  globals: { __REMOTE_VERSION__: 'test' },
  // jest-dom matchers, a stubbed HTTP layer and a clean session before each test (src/test/README.md).
  // Form tests drive MUI through user-event; on a 2-core machine busy with lint and build, 5 s is tight.
  testTimeout: 15_000,
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
});
