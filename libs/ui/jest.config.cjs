const { createJestConfig } = require('../../jest.preset.cjs');

module.exports = createJestConfig({
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
});
