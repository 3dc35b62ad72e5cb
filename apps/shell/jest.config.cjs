const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // jest-dom matchers, a stubbed HTTP layer and a clean session before each test; MUI forms driven by user-event need time on a busy machine.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
});
