const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'session',
  rootDir: __dirname,
  testEnvironment: 'node',
});
