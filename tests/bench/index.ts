import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { runBadInputStallBench } from './badInputStallBench.ts';
import { measureBundle, printChunkSizes } from './bundleBench.ts';
import { runConsoleBench } from './consoleBench.ts';
import { runGridBench } from './gridBench.ts';
import { runInventoryBench } from './inventoryBench.ts';
import { runFirstPageBench } from './firstPageBench.ts';
import { runEngineBench, type EngineBenchSetup } from './engineBench.ts';
import { printEngineCosts } from './engineCostsReport.ts';
import { runLoadBench, type LoadDatabase, type LoadFigures } from './loadBench.ts';
import { runOrderListingBench } from './orderListingBench.ts';
import { formatMs } from './stats.ts';
import { runPaletteBench } from './paletteBench.ts';
import { runPaletteEntityBench } from './paletteEntityBench.ts';
import { benchDatabaseName } from './listingServer.ts';
import { runReportsBench, runXlsxExportBench } from './reportsBench.ts';
import { runRecoveryBench } from './recoveryBench.ts';
import { runReverseBench } from './reverseBench.ts';
import { runServerBench } from './serverBench.ts';
import { runTransferBench } from './transferBench.ts';

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
      `  initial JS of the login route  ${bundle.loginRouteKb.toFixed(1)} kB   (target ≤ 110 kB; entry alone ${bundle.entryKb.toFixed(1)} kB)`,
    );
    for (const chunk of bundle.pluginChunks)
      console.log(`  ${chunk.src.padEnd(52)} ${chunk.kb.toFixed(1).padStart(6)} kB`);
    printChunkSizes(webDir);
  }

  if (wants('firstPage')) {
    console.log(
      'First page in Chromium (built server, demo database; targets: login painted from the HTML, sign-in → landing p50 ≤ 400 ms)',
    );
    const figures = await runFirstPageBench();
    const rows: [string, typeof figures.signInToLanding][] = [
      ['login first contentful paint (CPU ×4)', figures.loginFcpThrottled],
      ['login form hydrated (CPU ×4)', figures.loginFormThrottled],
      ['sign-in → dashboard heading', figures.signInToLanding],
    ];
    for (const [name, latency] of rows) {
      console.log(
        `  ${name.padEnd(42)} p50 ${formatMs(latency.p50).padStart(10)}   p95 ${formatMs(latency.p95).padStart(10)}   (${latency.samples} runs)`,
      );
    }
  }

  if (wants('palette')) {
    console.log('Palette (fuzzy search per keystroke, targets: p95 ≤ 8 ms at 10,000, ≤ 16 ms at 50,000)');
    for (const { commands, p50, p95 } of runPaletteBench()) {
      console.log(
        `  ${`${commands.toLocaleString('en')} commands`.padEnd(16)} p50 ${formatMs(p50).padStart(10)}   p95 ${formatMs(p95).padStart(10)}`,
      );
    }
  }

  if (wants('palette')) {
    const count = Number(process.env.SDP_BENCH_ORDERS ?? 1_000_000);
    console.log(
      `Palette records (keystroke to entity results over ${count.toLocaleString('en')} generated orders on PostgreSQL, real HTTP; targets: p95 ≤ 50 ms server, ≤ 100 ms to results)`,
    );
    const entities = await runPaletteEntityBench(count);
    console.log(`  generated in ${entities.generateSeconds.toFixed(1)} s`);
    for (const [name, figures] of [
      ['server (3 searches)', entities.server],
      ['to results (pause included)', entities.toResults],
    ] as const) {
      console.log(
        `  ${name.padEnd(28)} p50 ${formatMs(figures.p50).padStart(10)}   p95 ${formatMs(figures.p95).padStart(10)}   (${figures.samples} keystrokes)`,
      );
    }
  }

  if (wants('grid')) {
    const grid = runGridBench();
    console.log(`Data grid (${grid.rows.toLocaleString('en')} client-side rows; target: sort and filter ≤ 150 ms)`);
    for (const [name, figures] of Object.entries(grid)) {
      if (typeof figures === 'number') continue;
      console.log(
        `  ${name.padEnd(16)} p50 ${formatMs(figures.p50).padStart(10)}   p95 ${formatMs(figures.p95).padStart(10)}`,
      );
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

  if (wants('badInput')) {
    console.log("Bad input (the bad-input suite's NUL characters, deep XML and malformed JSON on every route)");
    const figures = await runBadInputStallBench();
    const errors = figures.serverErrors > 0 ? `   ${figures.serverErrors} ANSWERED 500` : '';
    console.log(
      `  worst event loop stall ${formatMs(figures.worstStallMs).padStart(10)}   (goal ≤ 50 ms; ${figures.requests} requests)${errors}`,
    );
  }

  if (wants('engine')) {
    console.log(
      'Engine (orders of five HTTP calls against the simulator at 0 ms; targets: embedded ≥ 100/s, PostgreSQL ≥ 200/s, ≤ 4 statements per step)',
    );
    console.log(
      `  machine load (1/5/15 min) ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' / ')} on ${cpus().length} cores`,
    );
    const allSetups: EngineBenchSetup[] = ['embedded', 'postgresql', 'postgresql, 2 processes'];
    // SDP_BENCH_ENGINE_SETUPS=postgresql,embedded runs only those (comma-separated; a setup's name up to its comma).
    const picked = process.env.SDP_BENCH_ENGINE_SETUPS?.split(',').map((name) => name.trim());
    const setups = picked ? allSetups.filter((setup) => picked.some((name) => setup.startsWith(name))) : allSetups;
    for (const setup of setups) {
      const figures = await runEngineBench(setup, Number(process.env.SDP_BENCH_ENGINE_ORDERS ?? 300));
      if (!figures) {
        console.log(`  ${setup.padEnd(24)} skipped: build the server first (npm run build)`);
        continue;
      }
      const failed = figures.failed > 0 ? `   ${figures.failed} NOT COMPLETED` : '';
      console.log(
        `  ${setup.padEnd(24)} ${figures.ordersPerSecond.toFixed(1).padStart(7)} orders/s   (${figures.orders} orders in ${figures.seconds.toFixed(1)} s)${failed}`,
      );
      printEngineCosts(figures);
    }
  }

  if (wants('console')) {
    console.log(
      'Console in Chromium (built server, demo database; targets: listing first screen ≤ 500 ms, order screen p50 ≤ 200 ms and p95 ≤ 300 ms)',
    );
    const figures = await runConsoleBench();
    const rows: [string, typeof figures.listingFirstScreen][] = [
      ['order listing, first screen (page load)', figures.listingFirstScreen],
      ['order screen, 200 steps (from the list)', figures.orderScreen200Steps],
      ['workflow studio, 200 steps (target p50 300 ms)', figures.studio200Steps],
      ['studio drag, per frame (target p95 20 ms)', figures.studioDragFrames],
    ];
    for (const [name, latency] of rows) {
      console.log(
        `  ${name.padEnd(42)} p50 ${formatMs(latency.p50).padStart(10)}   p95 ${formatMs(latency.p95).padStart(10)}   (${latency.samples} runs)`,
      );
    }
  }

  if (wants('listing')) {
    const count = Number(process.env.SDP_BENCH_ORDERS ?? 1_000_000);
    console.log(
      `Order listing (${count.toLocaleString('en')} generated orders on PostgreSQL, real HTTP; targets: p95 ≤ 50 ms, order number ≤ 20 ms)`,
    );
    const listing = await runOrderListingBench(count);
    console.log(`  generated and counted in ${listing.generateSeconds.toFixed(1)} s`);
    for (const [name, figures] of Object.entries(listing.figures)) {
      console.log(
        `  ${name.padEnd(20)} p50 ${formatMs(figures.p50).padStart(10)}   p95 ${formatMs(figures.p95).padStart(10)}   (${figures.samples} calls)`,
      );
    }
  }

  if (wants('reports')) {
    const xlsx = await runXlsxExportBench(Number(process.env.SDP_BENCH_XLSX_ROWS ?? 100_000));
    console.log('Reports XLSX export (streamed writer; targets: 100,000 rows ≤ 10 s, memory under 300 MB)');
    console.log(
      `  ${xlsx.rows.toLocaleString('en')} rows  ${xlsx.seconds.toFixed(2)} s   ${(xlsx.bytes / 1_048_576).toFixed(1)} MB written   RSS ${xlsx.rssBeforeMb.toFixed(0)} → peak ${xlsx.peakRssMb.toFixed(0)} MB   heap growth ${xlsx.heapGrowthMb.toFixed(0)} MB`,
    );
    const count = Number(process.env.SDP_BENCH_ORDERS ?? 1_000_000);
    console.log(
      `Reports (${count.toLocaleString('en')} generated orders with their tasks, calls and worklist items on ${benchDatabaseName()}, range 90 days, real HTTP; target: p95 ≤ 500 ms on PostgreSQL, ≤ 1.5 s embedded)`,
    );
    const reports = await runReportsBench(count);
    console.log(`  generated and counted in ${reports.generateSeconds.toFixed(1)} s`);
    for (const [name, figures] of Object.entries(reports.figures)) {
      console.log(
        `  ${name.padEnd(20)} p50 ${formatMs(figures.p50).padStart(10)}   p95 ${formatMs(figures.p95).padStart(10)}   (${figures.samples} calls)`,
      );
    }
  }

  if (wants('recovery')) {
    const kills = Number(process.env.SDP_BENCH_KILLS ?? 10);
    console.log(
      `Recovery (the built server killed with SIGKILL ${kills} times at random moments under a steady stream of orders and a slow subscriber, started again on the same data; goal: every order the kill caught moves again within 10 s of the restart's launch)`,
    );
    if ((await runRecoveryBench(kills)) === null) console.log('  skipped: build the server first (npm run build)');
  }

  if (wants('reverse')) {
    console.log(
      'Reverse sync (10 subscribers of every event type to the built-in receiver, mobile orders at 0 ms; goals: embedded ≥ 200/s, PostgreSQL ≥ 500/s, transition to delivery p95 ≤ 500 ms)',
    );
    const orders = Number(process.env.SDP_BENCH_REVERSE_ORDERS ?? 100);
    for (const setup of ['embedded', 'postgresql'] as const) {
      const figures = await runReverseBench(setup, orders);
      const owed = figures.notDelivered > 0 ? `   ${figures.notDelivered} NOT DELIVERED` : '';
      console.log(
        `  ${setup.padEnd(12)} ${figures.deliveriesPerSecond.toFixed(1).padStart(7)} deliveries/s   delay p50 ${formatMs(figures.delay.p50).padStart(10)}   p95 ${formatMs(figures.delay.p95).padStart(10)}   (${figures.deliveries} deliveries of ${figures.orders} orders)${owed}`,
      );
      const perDelivery = figures.statementsPerDelivery.reduce((sum, [, count]) => sum + count, 0);
      const kinds = figures.statementsPerDelivery
        .slice(0, 8)
        .map(([kind, count]) => `${kind} ${count.toFixed(2)}`)
        .join(', ');
      console.log(
        `  ${''.padEnd(12)} ${perDelivery.toFixed(2)} statements per delivery on reverse_* tables, with every transaction’s begin and commit (${kinds})`,
      );
    }
  }

  if (wants('inventory')) {
    const count = Number(process.env.SDP_BENCH_ITEMS ?? 1_000_000);
    console.log(
      `Inventory (${count.toLocaleString('en')} generated items on PostgreSQL, real HTTP; targets: stock listing p95 ≤ 50 ms, CSV receipt of 10,000 ≤ 5 s)`,
    );
    const inventory = await runInventoryBench(count);
    console.log(`  generated in ${inventory.generateSeconds.toFixed(1)} s`);
    for (const [name, figures] of Object.entries(inventory.listing)) {
      console.log(
        `  ${name.padEnd(28)} p50 ${formatMs(figures.p50).padStart(10)}   p95 ${formatMs(figures.p95).padStart(10)}   (${figures.samples} calls)`,
      );
    }
    console.log(
      `  CSV receipt, 10,000 serials   dry run ${inventory.receiptSeconds.dryRun.toFixed(2)} s   apply ${inventory.receiptSeconds.apply.toFixed(2)} s`,
    );
    const { orders, reserved, twice, seconds } = inventory.reservation;
    console.log(
      `  reservation by ${orders.toLocaleString('en')} concurrent orders   ${reserved} reserved in ${seconds.toFixed(2)} s   ${twice} serials taken twice`,
    );
  }

  if (wants('transfer')) {
    const count = Number(process.env.SDP_BENCH_WORKFLOWS ?? 200);
    console.log(
      `Transfer (copyall from Aurora with ${count.toLocaleString('en')} more workflows to Borealis on PostgreSQL, real HTTP; targets: dry run and apply each ≤ 5 s)`,
    );
    const transfer = await runTransferBench(count);
    console.log(
      `  ${transfer.items} items (${transfer.workflows} workflows, ${transfer.conflicts} conflicts overwritten)   dry run ${transfer.dryRunSeconds.toFixed(2)} s   apply ${transfer.applySeconds.toFixed(2)} s   (${transfer.written} written)`,
    );
  }

  // `load` runs both databases; `load:embedded` or `load:postgresql` runs one.
  const loadDatabases = LOAD_DATABASES.filter((database) => wants('load') || sections.has(`load:${database}`));
  for (const database of loadDatabases) {
    console.log(`Load (${database} database: 20 connections for 10 s each, real HTTP on loopback)`);
    const load = await runLoadBench({ database });
    console.log(formatLoad('getUserAndRole', load.getUserAndRole, LOAD_TARGETS[database]));
    console.log(formatLoad('users listing', load.listUsers, LOAD_TARGETS[database]));
    console.log(formatLoad('write, 1 tenant', load.writeOneTenant, 'the tenant guard on every write'));
    console.log(formatLoad('write, 2 tenants', load.writeTwoTenants, 'the guard rebound between writes'));
  }
}

const LOAD_DATABASES: readonly LoadDatabase[] = ['embedded', 'postgresql'];
/** Targets on a 2-core machine: PostgreSQL ≥ 1,000 req/s with p99 ≤ 50 ms; embedded ≥ 400 req/s. */
const LOAD_TARGETS: Record<LoadDatabase, string> = {
  postgresql: 'target ≥ 1,000 req/s, p99 ≤ 50 ms',
  embedded: 'target ≥ 400 req/s',
};

function formatLoad(name: string, figures: LoadFigures, target: string): string {
  const rate = `${Math.round(figures.requestsPerSecond).toLocaleString('en')} req/s`;
  const failures = figures.failures > 0 ? `   ${figures.failures} FAILED` : '';
  return `  ${name.padEnd(16)} ${rate.padStart(12)}   p50 ${formatMs(figures.p50).padStart(9)}   p99 ${formatMs(figures.p99).padStart(9)}   (${target})${failures}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
