import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { THEME_HINT_SCRIPT } from './core/contract/themeHint.ts';

/** Text the console loads; source maps stay plain (only developer tools fetch them). */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every file of the build
 * that gains from it, so the server sends them as they are instead of compressing each response.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  let outDir = '';
  return {
    name: 'sdp:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (file) => PRECOMPRESSED.test(file) && !file.split(/[\\/]/).some((part) => part.startsWith('.')),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          if (!(await stat(path)).isFile()) return;
          const content = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${path}.br`, br);
          if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

/** Puts the theme hint's script first in <head>: the saved theme is on <html> before the first paint. */
function themeHint(): Plugin {
  return {
    name: 'sdp:theme-hint',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_HINT_SCRIPT, injectTo: 'head-prepend' }],
  };
}

const apiTarget = process.env.SDP_API_URL ?? `http://127.0.0.1:${process.env.SDP_API_PORT ?? '8081'}`;

const TEST_WORKERS = Math.max(2, availableParallelism());

const serverTests = {
  environment: 'node' as const,
  pool: 'forks' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  base: '/sdp/',
  plugins: [react(), vanillaExtractPlugin(), themeHint(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod serves lazily loaded plugin screens only; in a chunk of its own it never joins the first page's JS.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // React's DOM renderer is one module past the 60 kB a chunk may weigh (scripts/chunkSizes.mjs allows it
            // 70): in a chunk of its own it keeps the entry small, and its file stays cached across releases.
            { name: 'react-dom-client', test: /node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./ },
            // The graph canvas (xyflow) and its layout library (dagre) passed the 60 kB limit in one chunk: the
            // layout comes in its own. (A group takes its modules' dependencies along, so xyflow, which shares
            // React's, is left to the automatic split.)
            { name: 'graph-layout', test: /node_modules[\\/]@dagrejs[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/proactive/rest': { target: apiTarget, changeOrigin: false } },
  },
  test: {
    // Every core works: Vitest leaves one idle by default, which on a 2-core machine runs the files one at a time.
    maxWorkers: TEST_WORKERS,
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
          exclude: ['core/server/**', 'plugins/*/server/**', 'plugins/*/public/server/**'],
          setupFiles: ['tests/setup/unit.ts'],
          // The files of a worker share one jsdom (building it per file took most of the run); the setup
          // file empties the browser state before each file.
          isolate: false,
          // Whole-workspace renders on a 2-core machine: generous time, never a timing assertion.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-unit',
          ...serverTests,
          // `*.unit.test.ts` in a plugin's server half: code of the server that needs no server nor database, run once
          // here instead of in both database passes of the `server` project.
          include: [
            'core/server/**/*.test.ts',
            'plugins/*/public/server/**/*.test.ts',
            'plugins/*/server/**/*.unit.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          ...serverTests,
          include: ['tests/server/**/*.test.ts', 'plugins/*/server/**/*.test.ts'],
          exclude: ['plugins/*/server/**/*.unit.test.ts'],
          globalSetup: ['tests/setup/serverGlobal.ts'],
          setupFiles: ['tests/setup/serverFile.ts'],
          // A worker runs file after file in one process: the server's modules are imported and warmed
          // once per worker, not per file. Every file still starts its own servers on its own database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['tests/tooling/**/*.test.ts'],
          // Runs the project's own tools (tsc, vitest) on a copy: minutes on a busy 2-core machine, one at a time.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          ...serverTests,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/e2eGlobal.ts'],
          // Files run side by side, one per core: much of a file's time is spent waiting on its own server and
          // browser, so a second file fills the idle core. Each file still has its own server and Chromium.
          testTimeout: 90_000,
        },
      },
    ],
  },
});
