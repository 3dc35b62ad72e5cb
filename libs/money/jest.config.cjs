const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'money',
  rootDir: __dirname,
  testEnvironment: 'node',
});
