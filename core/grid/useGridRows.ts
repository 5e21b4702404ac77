import { useEffect, useState } from 'react';
import type { GridDataSource, GridQuery } from './gridTypes.ts';
import { ServerRowSource } from './ServerRowSource.ts';

const NO_ROWS: readonly never[] = Object.freeze([]);

export interface GridRows<Row> {
  /** The rows the grid has: every row of a client-side grid, the loaded pages of a server-side one. */
  rows: readonly Row[];
  /** True when the server sorts, filters and searches. */
  serverSide: boolean;
  /** A request is under way; the rows shown are the previous ones. */
  loading: boolean;
  /** Nothing has been loaded yet. */
  initial: boolean;
  error: string | null;
  retry: (() => void) | null;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * The rows of either kind of data source. For a server source, read inside an observer component:
 * the page loader is a MobX store, restarted from the first page whenever the query, the source's
 * revision or the request scope (the partner bar's account) changes.
 */
export function useGridRows<Row>(source: GridDataSource<Row>, query: GridQuery, scope: unknown = null): GridRows<Row> {
  const serverFetch = source.kind === 'server' ? source.fetchPage : null;
  const [server] = useState(() =>
    serverFetch ? new ServerRowSource(serverFetch, source.kind === 'server' ? source.pageSize : undefined) : null,
  );
  if (server && serverFetch) server.setFetcher(serverFetch);
  const revision = source.kind === 'server' ? source.revision : undefined;

  useEffect(() => {
    if (!server) return;
    void server.load(query);
  }, [server, query, revision, scope]);

  useEffect(() => (server ? () => server.dispose() : undefined), [server]);

  if (source.kind === 'client') {
    const onRetry = source.onRetry;
    return {
      rows: source.rows,
      serverSide: false,
      loading: source.loading === true,
      initial: false,
      error: source.error ?? null,
      retry: onRetry ? () => onRetry() : null,
      hasMore: false,
      loadMore: () => undefined,
    };
  }
  if (!server) throw new Error('A grid cannot switch from client-side to server-side rows: give it another key.');
  return {
    rows: server.rows.length > 0 ? server.rows : NO_ROWS,
    serverSide: true,
    loading: server.loading !== null,
    initial: !server.loaded,
    error: server.error,
    retry: () => void server.retry(),
    hasMore: server.hasMore,
    loadMore: () => void server.loadMore(),
  };
}
