import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readGridQuery, sameQuery, writeGridQuery, type QueryColumn } from './gridUrlState.ts';
import type { FilterValue, GridQuery, GridSort } from './gridTypes.ts';

export interface GridUrlState {
  query: GridQuery;
  /** A new history entry, so Back returns to the previous order. */
  setSort(sort: readonly GridSort[]): void;
  /** A new history entry; null removes the column's filter. */
  setFilter(columnId: string, value: FilterValue | null): void;
  /** Replaces the current entry: typing is not a trail of history entries. */
  setSearch(search: string): void;
  /** A new history entry holding the whole query (applying a saved view, clearing every filter). */
  setQuery(query: GridQuery): void;
}

/** This grid's params in their order: the query is re-read only when one of them changed. */
function gridSignature(params: URLSearchParams, gridId: string): string {
  const prefix = `${gridId}.`;
  return [...params]
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The grid's sort, filters and search, kept in the URL so a copied link or Back/Forward restores the view. */
export function useGridUrlState(gridId: string, columns: readonly QueryColumn[]): GridUrlState {
  const [params, setParams] = useSearchParams();
  const signature = gridSignature(params, gridId);
  // New columns that read the URL the same way (a screen's choices arrived) keep the query, so a server
  // listing is not fetched again for nothing.
  const previous = useRef<{ gridId: string; query: GridQuery } | null>(null);
  const query = useMemo(() => {
    const read = readGridQuery(new URLSearchParams(signature), gridId, columns);
    const last = previous.current;
    const kept = last !== null && last.gridId === gridId && sameQuery(last.query, read) ? last.query : read;
    previous.current = { gridId, query: kept };
    return kept;
  }, [signature, gridId, columns]);

  const update = useCallback(
    (change: (current: GridQuery) => GridQuery, replace: boolean) => {
      setParams((current) => writeGridQuery(current, gridId, change(readGridQuery(current, gridId, columns))), {
        replace,
      });
    },
    [setParams, gridId, columns],
  );

  return useMemo<GridUrlState>(
    () => ({
      query,
      setSort: (sort) => update((current) => ({ ...current, sort }), false),
      setFilter: (columnId, value) =>
        update((current) => {
          const filters = { ...current.filters };
          if (value === null) delete filters[columnId];
          else filters[columnId] = value;
          return { ...current, filters };
        }, false),
      setSearch: (search) => update((current) => ({ ...current, search: search.trim() }), true),
      setQuery: (next) => update(() => next, false),
    }),
    [query, update],
  );
}
