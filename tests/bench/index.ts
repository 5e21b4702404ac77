import { formatMs } from './stats.ts';
import { runServerBench } from './serverBench.ts';

/** `npm run bench`: prints performance figures. Never asserts timings; figures are for reading and tracking. */
async function main(): Promise<void> {
  const sections = new Set(process.argv.slice(2));
  const wants = (name: string) => sections.size === 0 || sections.has(name);

  if (wants('server')) {
    console.log('Server (embedded database, real HTTP on loopback)');
    const server = await runServerBench();
    for (const [name, figures] of Object.entries(server)) {
      console.log(`  ${name.padEnd(16)} p50 ${formatMs(figures.p50).padStart(10)}   p95 ${formatMs(figures.p95).padStart(10)}   (${figures.samples} calls)`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
