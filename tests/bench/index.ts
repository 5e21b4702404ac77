import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureBundle } from './bundleBench.ts';
import { runGridBench } from './gridBench.ts';
import { formatMs } from './stats.ts';
import { runPaletteBench } from './paletteBench.ts';
import { runServerBench } from './serverBench.ts';

/** `npm run bench`: prints performance figures. Never asserts timings; figures are for reading and tracking. */
async function main(): Promise<void> {
  const sections = new Set(process.argv.slice(2));
  const wants = (name: string) => sections.size === 0 || sections.has(name);

  if (wants('bundle')) {
    const webDir = join(process.cwd(), 'dist', 'web');
    if (!existsSync(join(webDir, '.vite', 'manifest.json'))) {
      execFileSync('npx', ['vite', 'build'], { stdio: 'ignore' });
    }
    const bundle = measureBundle(webDir);
    console.log('Bundle (production build, gzip)');
    console.log(
      `  initial JS of the login route  ${bundle.loginRouteKb.toFixed(1)} kB   (target ≤ 170 kB; entry alone ${bundle.entryKb.toFixed(1)} kB)`,
    );
    for (const chunk of bundle.pluginChunks)
      console.log(`  ${chunk.src.padEnd(52)} ${chunk.kb.toFixed(1).padStart(6)} kB`);
  }

  if (wants('palette')) {
    console.log('Palette (fuzzy search per keystroke, targets: p95 ≤ 8 ms at 10,000, ≤ 16 ms at 50,000)');
    for (const { commands, p50, p95 } of runPaletteBench()) {
      console.log(
        `  ${`${commands.toLocaleString('en')} commands`.padEnd(16)} p50 ${formatMs(p50).padStart(10)}   p95 ${formatMs(p95).padStart(10)}`,
      );
    }
  }

  if (wants('grid')) {
    const grid = runGridBench();
    console.log(`Data grid (${grid.rows.toLocaleString('en')} client-side rows; target: sort and filter ≤ 150 ms)`);
    for (const [name, figures] of Object.entries(grid)) {
      if (typeof figures === 'number') continue;
      console.log(`  ${name.padEnd(16)} p50 ${formatMs(figures.p50).padStart(10)}   p95 ${formatMs(figures.p95).padStart(10)}`);
    }
  }

  if (wants('server')) {
    console.log('Server (embedded database, real HTTP on loopback)');
    const server = await runServerBench();
    for (const [name, figures] of Object.entries(server)) {
      console.log(
        `  ${name.padEnd(16)} p50 ${formatMs(figures.p50).padStart(10)}   p95 ${formatMs(figures.p95).padStart(10)}   (${figures.samples} calls)`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
