const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'data-access',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
});
