import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/importBoundaries.js';

const serverPackages = ['fastify', 'pg', 'kysely', '@electric-sql/pglite', '@node-rs/argon2'];
const serverOnly = { group: serverPackages, message: 'Web code must not import server code.' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The architecture's import boundaries (eslint/importBoundaries.js): plugin to plugin through public folders
    // and declared dependencies, server half to web code and back, contracts, core to plugins, tests.
    files: ['core/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    plugins: { sdp: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'sdp/import-boundaries': 'error' },
  },
  {
    files: ['**/*.tsx', 'core/**/*.ts', 'plugins/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The web half and the contracts may never pull a server package into the browser bundle (their relative
    // imports of server code: sdp/import-boundaries).
    files: ['core/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ignores: [
      'core/server/**',
      'plugins/server.ts',
      'plugins/*/server.ts',
      'plugins/*/server/**',
      'plugins/*/public/server/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly] }] },
  },
  {
    // The themes lie outside the boundary rule: web code by pattern.
    files: ['themes/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/core/server/**', '**/server.ts', ...serverPackages], message: serverOnly.message }],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
