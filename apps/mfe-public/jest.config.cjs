const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'mfe-public',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  globals: { __REMOTE_VERSION__: 'test' },
});
