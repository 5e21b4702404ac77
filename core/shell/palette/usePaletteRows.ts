import { useLayoutEffect, useMemo, useState } from 'react';
import { DEFAULT_RESULT_LIMIT, fuzzyScore, type FuzzyMatch } from '../../palette/fuzzyScore.ts';
import type { EntitySearchResult, PalettePage, PalettePageItem } from '../../plugin/manifest.ts';
import type { RegisteredCommand } from '../../plugin/PluginContributions.ts';
import type { CommandContextProvider } from '../../registry/CommandContextProvider.ts';
import type { CommandRegistry } from '../../registry/CommandRegistry.ts';
import type { RecentCommands } from '../../registry/RecentCommands.ts';
import { PALETTE_COMMANDS } from './paletteCommandIds.ts';

/**
 * Results shown for a typed query: the best ones are what matters, and capping them keeps every
 * keystroke's ranking cheap. An empty query lists every command (recent first) to browse.
 */
export const QUERY_RESULT_LIMIT = DEFAULT_RESULT_LIMIT;

export type PaletteRow =
  | { kind: 'command'; id: string; match: FuzzyMatch<RegisteredCommand>; recent: boolean }
  | { kind: 'item'; id: string; item: PalettePageItem; positions: readonly number[] }
  | { kind: 'submit'; id: string; value: string; title: string }
  | { kind: 'entity'; id: string; item: EntitySearchResult; positions: readonly number[]; group: string }
  /** A group's heading: shown, never chosen; the keys pass over it. */
  | { kind: 'heading'; id: string; title: string };

export interface PaletteRows {
  rows: readonly PaletteRow[];
  /** More matched than are listed. */
  capped: boolean;
  /** A page's items are still being fetched. */
  loading: boolean;
}

const NO_ROWS: PaletteRows = { rows: [], capped: false, loading: false };

/**
 * The root list: commands matching the query, best first; recent ones first on an empty query.
 * Searches only while `enabled` (the root level is shown).
 */
export function useCommandRows(
  registry: CommandRegistry,
  recent: RecentCommands,
  query: string,
  enabled: boolean,
): PaletteRows {
  // Read during render so the observer re-renders when the available commands or the recent list change.
  const searchIndex = registry.searchIndex;
  const recentIds = recent.ids;
  return useMemo(() => {
    if (!enabled) return NO_ROWS;
    const empty = query.trim() === '';
    const limit = empty ? searchIndex.items.length : QUERY_RESULT_LIMIT;
    // The palette does not list the command that opens it: its key records it as recent on every use.
    const matches = registry.search(query, limit).filter((match) => match.item.id !== PALETTE_COMMANDS.open);
    const recentSet = new Set(empty ? recentIds : []);
    const rows = matches.map((match): PaletteRow => ({
      kind: 'command',
      id: `command:${match.item.id}`,
      match,
      recent: recentSet.has(match.item.id),
    }));
    return { rows, capped: searchIndex.matchCount > limit, loading: false };
  }, [registry, searchIndex, recentIds, query, enabled]);
}

interface LoadedItems {
  page: PalettePage;
  query: string;
  items: readonly PalettePageItem[];
  loading: boolean;
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as Promise<T>)?.then === 'function';
}

/** The title of a page's submit row: `Go to order…` with `42` reads `Go to order “42”`. */
export function submitTitle(command: RegisteredCommand, value: string): string {
  return `${command.title.replace(/(…|\.\.\.)$/, '').trim()} “${value}”`;
}

/**
 * A nested page: its items for the query (fetched ones replace the previous list when they arrive,
 * a stale answer is dropped) and, when the page takes a typed value, a submit row first.
 */
export function usePageRows(
  command: RegisteredCommand | undefined,
  page: PalettePage | undefined,
  query: string,
  contextProvider: CommandContextProvider,
): PaletteRows {
  const [loaded, setLoaded] = useState<LoadedItems | null>(null);
  const commandId = command?.id;

  // A layout effect, so items returned synchronously are shown in the same frame as the keystroke.
  useLayoutEffect(() => {
    if (!page?.items) return;
    let current = true;
    const settle = (items: readonly PalettePageItem[]) => {
      if (current) setLoaded({ page, query, items, loading: false });
    };
    const fail = (error: unknown) => {
      console.error(`The items of palette page "${commandId}" failed`, error);
      settle([]);
    };
    try {
      const result = page.items(query, contextProvider.context);
      if (isPromise(result)) {
        setLoaded((previous) => ({ page, query, items: previous?.page === page ? previous.items : [], loading: true }));
        result.then(settle, fail);
      } else {
        settle(result);
      }
    } catch (error) {
      fail(error);
    }
    return () => {
      current = false;
    };
  }, [commandId, page, query, contextProvider]);

  return useMemo(() => {
    if (!command || !page) return NO_ROWS;
    const value = query.trim();
    const rows: PaletteRow[] = [];
    if (page.onSubmit && value !== '') {
      rows.push({ kind: 'submit', id: 'submit', value, title: submitTitle(command, value) });
    }
    const current = loaded?.page === page ? loaded : null;
    for (const item of current?.items ?? []) {
      const positions = fuzzyScore(query, { title: item.title })?.positions ?? [];
      rows.push({ kind: 'item', id: `item:${item.id}`, item, positions });
    }
    const loading = page.items !== undefined && (current === null || current.loading || current.query !== query);
    return { rows, capped: false, loading };
  }, [command, page, query, loaded]);
}
