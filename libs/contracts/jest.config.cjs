const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'contracts',
  rootDir: __dirname,
  testEnvironment: 'node',
});
