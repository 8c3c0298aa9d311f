// Import boundaries (DESIGN.md §4): common ← engine ← server; common ← web. server and web never import
// each other, the engine does no I/O, and a feature never reaches into another feature's repository.
// In web/src a feature imports from components/, lib/, config/ and its own folder only; app/ composes them.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noImport = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

const WEB_NO_SERVER = {
  group: ['#server/*', '**/server/**', 'node:*'],
  message: 'web never imports server code.',
};

// Read from disk so that a new feature folder is fenced in without touching this file.
const WEB_FEATURES = fs
  .readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// An import written as a climb out of the current folder into one of these web/src folders, directly or through
// features/: `../../documents/api/get-document.ts`, `../../../features/documents/…`. A flat config rule's
// options replace earlier ones, so each zone repeats the server ban.
const climbsInto = (folders) => `^(?:\\.\\./)+(?:features/)?(?:${folders.join('|')})(?:/|$)`;
const webZone = (files, folders, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [WEB_NO_SERVER, ...(folders.length ? [{ regex: climbsInto(folders), message }] : [])] },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'web/dist',
      'dist',
      'data',
      '.tmp',
      'test-results',
      'playwright-report',
      'web/public',
    ],
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
    // Tests and benchmarks read the shared corpus from disk, and the external set's cases from its JSON data
    // files (the loader is test data, never imported by engine code); the engine code under test stays pure.
    files: ['engine/**/*.test.ts', 'engine/rules/testing/external-set/cases.ts'],
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
    // `.every()` is true and `.some()` false on an empty list, so such an assertion passes when a bug returns
    // nothing: use expectEvery / expectNone (common/testing/expect-every.ts), which check the length first.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='expect'] > CallExpression[callee.property.name='every']",
          message: 'expect(list.every(...)) passes on an empty list: use expectEvery(list, predicate).',
        },
        {
          selector:
            "CallExpression[callee.property.name='toBe'][arguments.0.value=false] > MemberExpression > CallExpression[callee.name='expect'] > CallExpression[callee.property.name='some']",
          message:
            'expect(list.some(...)).toBe(false) passes on an empty list: use expectNone(list, predicate).',
        },
        {
          selector:
            "CallExpression[callee.property.name='toBeFalsy'] > MemberExpression > CallExpression[callee.name='expect'] > CallExpression[callee.property.name='some']",
          message:
            'expect(list.some(...)).toBeFalsy() passes on an empty list: use expectNone(list, predicate).',
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
      'no-restricted-imports': ['error', { patterns: [WEB_NO_SERVER] }],
    },
  },
  // Web feature boundaries (bulletproof-react's zones): what two features share lives in components/ or lib/.
  ...WEB_FEATURES.map((feature) =>
    webZone(
      [`web/src/features/${feature}/**/*.{ts,tsx}`],
      WEB_FEATURES.filter((other) => other !== feature),
      'A feature never imports another feature: move what both use to web/src/components/ or web/src/lib/.',
    ),
  ),
  webZone(
    ['web/src/{components,lib,config,test}/**/*.{ts,tsx}'],
    ['features', 'app'],
    'Shared web code never imports a feature or the app shell.',
  ),
);
