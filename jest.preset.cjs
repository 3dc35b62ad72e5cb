// Shared Jest setup: SWC transpiles TypeScript/JSX (type checking is the `typecheck` target's job)
// and workspace libs resolve to their sources, as in tsconfig.base.json.
const path = require('node:path');

function swcOptions({ decorators }) {
  return {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators },
      transform: {
        react: { runtime: 'automatic' },
        ...(decorators ? { legacyDecorator: true, decoratorMetadata: true } : {}),
      },
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  };
}

/** @returns {import('jest').Config} */
function createJestConfig({
  displayName,
  rootDir,
  testEnvironment = 'node',
  decorators = false,
  ...rest
}) {
  return {
    displayName,
    rootDir,
    testEnvironment,
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions({ decorators })],
      // A .sql file is its text (the API's migrations import the database functions this way).
      '^.+\\.sql$': path.join(__dirname, 'tools/jest/sql-transform.cjs'),
    },
    moduleNameMapper: {
      '^@vaultline/(contracts|data-access|money|session|testing|ui)$': path.join(
        __dirname,
        'libs/$1/src/index.ts',
      ),
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'sql'],
    testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
    setupFiles: testEnvironment === 'jsdom' ? [path.join(__dirname, 'jest.setup.jsdom.cjs')] : [],
    ...rest,
  };
}

module.exports = { createJestConfig };
