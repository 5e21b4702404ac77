import { Writable } from 'node:stream';
import { REPORT_IDS, REPORTS, reportPath, type ReportRow } from '../../plugins/reports/contract.ts';
import { writeReportXlsx } from '../../plugins/reports/server/reportFiles.ts';
import { withGeneratedOrders } from './generatedOrdersServer.ts';
import type { LatencyFigures } from './stats.ts';

const SAMPLES = 10;

export interface ReportsFigures {
  orders: number;
  generateSeconds: number;
  figures: Record<string, LatencyFigures>;
}

export interface XlsxFigures {
  rows: number;
  seconds: number;
  bytes: number;
  /** The process's resident set size before writing (the rows held), the highest seen while writing, and the heap growth, in MB. */
  rssBeforeMb: number;
  peakRssMb: number;
  heapGrowthMb: number;
}

/**
 * Every report over 90 days of generated orders (with their tasks, calls and worklist items) on PostgreSQL, through real HTTP on loopback,
 * (the XLSX writer is measured on its own, below, since the HTTP timer reads JSON).
 */
export async function runReportsBench(count = 1_000_000): Promise<ReportsFigures> {
  return withGeneratedOrders(
    count,
    async ({ timed, generateSeconds }) => {
      const figures: Record<string, LatencyFigures> = {};
      for (const report of REPORT_IDS) figures[report] = await timed(`${reportPath(report)}?range=90d`, SAMPLES);
      return { orders: count, generateSeconds, figures };
    },
    { days: 90, work: true },
  );
}

/** The XLSX writer over `rows` rows of the order volume's columns, streamed to a sink that counts bytes. */
export async function runXlsxExportBench(rows = 100_000): Promise<XlsxFigures> {
  const table: ReportRow[] = Array.from({ length: rows }, (_, index) => ({
    period: `2026-${String((index % 12) + 1).padStart(2, '0')}-01`,
    service: `service-${index % 40}`,
    operation: ['ADD', 'MODIFY', 'DELETE'][index % 3] as string,
    state: ['COMPLETED', 'FAILED', 'RUNNING'][index % 3] as string,
    orders: index % 997,
  }));
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      done();
    },
  });
  const finished = new Promise<void>((resolve) => sink.on('finish', resolve));
  const started = performance.now();
  await writeReportXlsx(sink, REPORTS.orderVolume, table);
  await finished;
  const seconds = (performance.now() - started) / 1000;
  return {
    rows,
    seconds,
    bytes,
    rssBeforeMb: rssBefore / 1_048_576,
    peakRssMb: peakRss / 1_048_576,
    heapGrowthMb: (process.memoryUsage().heapUsed - heapBefore) / 1_048_576,
  };
}
