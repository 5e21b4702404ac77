import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/importBoundaries.js';

const serverOnly = {
  group: ['**/core/server/**', '**/server.ts', 'fastify', 'pg', 'kysely', '@electric-sql/pglite', '@node-rs/argon2'],
  message: 'Web code must not import server code.',
};

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
    // The architecture's import boundaries (eslint/importBoundaries.js): plugin to plugin, a server half
    // to the console's core, core/contract to anything, core to plugins.
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
    // The web half: the console may never pull server code into the browser bundle.
    files: ['core/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'themes/**/*.ts'],
    ignores: [
      'core/server/**',
      'plugins/server.ts',
      'plugins/*/server.ts',
      'plugins/*/server/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly] }] },
  },
  {
    // Core knows no feature: only the two entry files import the plugin lists.
    files: ['core/**/*.{ts,tsx}'],
    ignores: ['core/server/main.ts', 'core/web/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverOnly, { group: ['**/plugins/**'], message: 'Core must not import plugins.' }] },
      ],
    },
  },
  {
    files: ['core/server/**/*.ts'],
    ignores: ['core/server/main.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/plugins/**'], message: 'Core must not import plugins.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
