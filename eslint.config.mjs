// One lint configuration for both workspaces (and the benchmarks): typescript-eslint with type information,
// import order, type-only imports, React hooks in the frontend; formatting is Prettier's (eslint-config-prettier).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      'frontend/src/api/generated/**',
      'bench/peer/node_modules/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      'no-duplicate-imports': 'error',
      // It does not see uses inside decorators (a pipe constant used in @Param), nor values read in a finally block.
      'no-useless-assignment': 'off',
    },
  },
  {
    files: ['backend/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: globals.node },
    // Nest injects by the constructor parameter's runtime type: with the tsconfig's emitDecoratorMetadata, read through
    // the type information, consistent-type-imports leaves the imports of files with decorators as they are.
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // One program for the SPA, its tests, the browser suites, scripts and configs (frontend/tsconfig.json holds the SPA only).
      parserOptions: { projectService: false, project: ['./frontend/tsconfig.node.json'], tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // react-query ignores what a mutate() callback returns, and the cache invalidations awaited there do not reject.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { properties: false } }],
    },
  },
  {
    // The SPA runs in the browser. Its one type check (frontend/tsconfig.node.json, in npm run lint) includes the tests,
    // so Node's types are visible there: Node's globals and modules are refused here instead.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', 'module', 'global', '__dirname', '__filename', 'setImmediate'].map((name) => ({
          name,
          message: 'The SPA runs in the browser: Node globals are not there (use import.meta.env for settings).',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(node:.*|fs|path|os|child_process|crypto|util|stream)$', message: 'The SPA runs in the browser: Node modules are not there.' }],
        },
      ],
    },
  },
  {
    // Playwright fixtures: `use` is the fixture's callback, `{}` the fixture's empty dependencies, not React.
    files: ['frontend/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Tests read JSON answers and drive the app from outside: untyped bodies are the point there.
    files: ['**/test/**/*.ts', '**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', 'frontend/e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Stand-ins for async APIs (fetch, storage, repositories) answer at once.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The LSL interpreter the script tests run on throws control-flow signals (return, state change, reset), not errors.
    files: ['backend/test/lsl/*.ts'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  prettier,
);
