import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries: a remote never imports another remote or the shell; libs never import apps;
 * the API only uses contracts and utilities (no React, no browser session).
 */
const depConstraints = [
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
  { sourceTag: 'scope:public', onlyDependOnLibsWithTags: ['scope:public', 'scope:shared'] },
  { sourceTag: 'scope:banking', onlyDependOnLibsWithTags: ['scope:banking', 'scope:shared'] },
  { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
  {
    sourceTag: 'scope:api',
    onlyDependOnLibsWithTags: ['scope:api', 'type:contracts', 'type:util'],
  },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'type:app', notDependOnLibsWithTags: ['type:app'] },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: [
      'type:ui',
      'type:util',
      'type:contracts',
      'type:data-access',
      'type:testing',
    ],
  },
  {
    sourceTag: 'type:testing',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
];

const NO_PARSE_FLOAT = {
  selector: "CallExpression[callee.name='parseFloat']",
  message: 'Money is integer minor units: use @vaultline/money, never parseFloat.',
};

/**
 * Features of one remote do not import each other (bulletproof-react's unidirectional codebase),
 * except these one-way dependencies: a page of one feature that hosts another feature's component.
 */
const FEATURE_DEPENDENCIES = {
  'mfe-admin': {
    users: ['transactions'],
    accounts: ['adjustments'],
    transactions: ['adjustments'],
    support: ['disputes'],
  },
};

/** One config block per feature: its imports of the remote's other features are refused. */
function featureBoundaries() {
  return ['mfe-admin', 'mfe-banking', 'mfe-public'].flatMap((app) => {
    const features = readdirSync(`apps/${app}/src/features`);
    const allowed = FEATURE_DEPENDENCIES[app] ?? {};
    return features.map((feature) => ({
      files: [`apps/${app}/src/features/${feature}/**/*.{ts,tsx}`],
      ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [TESTING_ONLY_IN_TESTS],
            patterns: features
              .filter((other) => other !== feature && !(allowed[feature] ?? []).includes(other))
              .map((other) => ({
                group: [`**/features/${other}/**`, `../../${other}/**`],
                message: `Feature "${feature}" must not import feature "${other}": share it through src/components, src/lib or a lib, or compose both in the app.`,
              })),
          },
        ],
      },
    }));
  });
}

const TESTING_ONLY_IN_TESTS = {
  name: '@vaultline/testing',
  message: 'Test helpers are for specs and test setup only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/tmp/**',
      '**/.data/**',
      'test-results/**',
      '**/*.cjs',
      '**/*.mjs',
      '**/*.js',
      // The ops and build scripts are linted (and type-checked: tools/tsconfig.json).
      '!tools/**/*.mjs',
      '!tools/**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
          banTransitiveDependencies: false,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      eqeqeq: ['error', 'always'],
      'no-restricted-syntax': ['error', NO_PARSE_FLOAT],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**', 'libs/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [TESTING_ONLY_IN_TESTS] }],
    },
  },
  {
    // The shape of imports (issue 37): no cycle at run time (type-only cycles are caught by the
    // API's test/architecture/import-cycles.spec.ts: import-x skips type imports), one order
    // (Node, packages, workspace libraries, then relative), and type-only imports said so (they
    // vanish from the build; a decorated class's constructor types are left alone, since Nest
    // reads them at run time).
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
      'import-x/internal-regex': '^@vaultline/',
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Nest reads constructor parameter types at run time: consistent-type-imports leaves files
    // with decorators alone when it knows the API compiles with decorator metadata.
    files: ['services/api/**/*.ts'],
    languageOptions: {
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
  },
  {
    // Files stay readable in one sitting: a longer one is split by what its parts do. Specs,
    // migrations (schema as data) and the browser suite are exempt.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/database/migrations/**', 'e2e/**', '**/test/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Short functions: a long one is split into hooks, sections and helpers. Specs (lists of cases
    // in one describe) and migrations (schema as data) are exempt; tools/test/long-functions.mjs lists offenders.
    files: ['**/*.ts', '**/*.tsx', 'tools/**/*.mjs', 'tools/**/*.js'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/database/migrations/**', 'e2e/**'],
    rules: { 'max-lines-per-function': ['error', { max: 70 }] },
  },
  ...featureBoundaries(),
  {
    // The API's platform serves its modules, never the other way round.
    files: ['services/api/src/platform/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TESTING_ONLY_IN_TESTS],
          patterns: [
            {
              group: ['**/modules/**'],
              message:
                'platform/ must not import modules/: ask through an interface a module provides (e.g. SESSION_LOOKUP).',
            },
          ],
        },
      ],
    },
  },
  {
    // Rows from the database are typed where they are read: an `any` row fails the build.
    files: ['services/api/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/database/sql.ts', '**/database/migrations/**'],
    languageOptions: {
      parserOptions: {
        project: ['services/api/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_PARSE_FLOAT,
        {
          selector: "CallExpression[callee.property.name='query']",
          message:
            'Hand-written SQL goes through sqlRows/sqlFirst/sqlRun (platform/database/sql.ts) with its row type.',
        },
      ],
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
    },
  },
  {
    files: ['tools/**/*.js'],
    // webpack configs are CommonJS: require is how they import.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
  },
  {
    files: ['tools/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        Buffer: 'readonly',
        performance: 'readonly',
        AbortSignal: 'readonly',
      },
    },
  },
);
