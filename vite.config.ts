import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const apiTarget = process.env.SDP_API_URL ?? `http://127.0.0.1:${process.env.SDP_API_PORT ?? '8081'}`;

const serverTests = {
  environment: 'node' as const,
  pool: 'forks' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  base: '/sdp/',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // zod serves lazily loaded plugin screens only; in a chunk of its own it never joins the first page's JS.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/proactive/rest': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'core/**/*.test.{ts,tsx}',
            'plugins/**/*.test.{ts,tsx}',
            'themes/**/*.test.{ts,tsx}',
            'tests/workspace/**/*.test.{ts,tsx}',
          ],
          exclude: ['core/server/**'],
          setupFiles: ['tests/setup/unit.ts'],
          // Whole-workspace renders on a 2-core machine: generous time, never a timing assertion.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-unit',
          ...serverTests,
          include: ['core/server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          ...serverTests,
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/setup/serverGlobal.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          ...serverTests,
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
        },
      },
    ],
  },
});
