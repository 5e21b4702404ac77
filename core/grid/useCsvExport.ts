import { useEffect, useRef, useState } from 'react';
import { useContainer } from '../di/ContainerContext.tsx';
import { Notifier } from '../http/Notifier.ts';
import { csvFileName, downloadCsv, toCsv } from './csvExport.ts';
import { EXPORT_ROW_LIMIT, fetchAllRows } from './fetchAllRows.ts';
import type { GridColumn, GridDataSource, GridQuery } from './gridTypes.ts';

export interface CsvExport {
  run: () => void;
  /** Rows fetched so far while an export asks the server for the rest; null when none is under way. */
  progress: number | null;
}

/**
 * "Export CSV": the rows as shown. A server-side grid with more pages than it has loaded asks the server
 * for every row the query matches first (up to EXPORT_ROW_LIMIT, saying so when there were more).
 */
export function useCsvExport<Row>(
  gridId: string,
  source: GridDataSource<Row>,
  query: GridQuery,
  shown: { columns: readonly GridColumn<Row>[]; rows: () => readonly Row[]; hasMore: boolean },
): CsvExport {
  const notifier = useContainer().get<Notifier>(Notifier, { optional: true });
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const save = (rows: readonly Row[]) => downloadCsv(csvFileName(gridId), toCsv(shown.columns, rows));

  const run = () => {
    if (running.current) return;
    if (source.kind !== 'server' || !shown.hasMore) {
      save(shown.rows());
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    const { fetchPage, patchRow } = source;
    void fetchAllRows(fetchPage, query, { signal: controller.signal, onProgress: setProgress })
      .then(({ rows, truncated }) => {
        save(patchRow ? rows.map(patchRow) : rows);
        if (truncated) {
          notifier?.error(
            `The export holds the first ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows: narrow the filters for the rest.`,
          );
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          notifier?.error(`The export failed: ${String((error as Error)?.message ?? error)}`);
      })
      .finally(() => {
        running.current = null;
        if (!controller.signal.aborted) setProgress(null);
      });
  };
  return { run, progress };
}
