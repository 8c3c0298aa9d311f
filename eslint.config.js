// Import boundaries (DESIGN.md §4): common ← engine ← server; common ← web. server and web never import
// each other, the engine does no I/O, and a feature never reaches into another feature's repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noImport = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: ['node_modules', 'web/dist', 'data', '.tmp', 'test-results', 'playwright-report', 'web/public'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: noImport(
      ['#engine/*', '#server/*', '**/engine/**', '**/server/**', '**/web/**'],
      'common imports nothing of ours.',
    ),
  },
  {
    files: ['engine/**/*.ts'],
    rules: noImport(
      [
        '#server/*',
        '**/server/**',
        '**/web/**',
        'node:fs',
        'node:fs/*',
        'fs',
        'node:net',
        'node:http',
        'pg',
        '@electric-sql/*',
      ],
      'The engine is pure: no server, web or I/O imports.',
    ),
  },
  {
    // Tests and benchmarks read the shared corpus from disk; the engine code under test stays pure.
    files: ['engine/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: noImport(['**/web/**', '#web/*'], 'server never imports web.'),
  },
  {
    files: ['server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'server never imports web.' },
            {
              group: ['../*/*.repository.ts', '../*/*.repository', '#server/features/*/*.repository.ts'],
              message: "A feature never imports another feature's repository: call its service.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noImport(['#server/*', '**/server/**', 'node:*'], 'web never imports server code.'),
    },
  },
);
