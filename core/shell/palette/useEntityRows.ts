import { useEffect, useMemo, useState } from 'react';
import { useService } from '../../di/ContainerContext.tsx';
import { fuzzyScore } from '../../palette/fuzzyScore.ts';
import type { EntitySearchResult } from '../../plugin/manifest.ts';
import { PluginContributions, type RegisteredEntitySearch } from '../../plugin/PluginContributions.ts';
import { CommandContextProvider } from '../../registry/CommandContextProvider.ts';
import { PermissionChecker } from '../../registry/PermissionChecker.ts';
import type { PaletteRow, PaletteRows } from './usePaletteRows.ts';

/** The pause in typing after which the entity searches are asked: short, so results follow the keystroke. */
export const ENTITY_SEARCH_PAUSE_MS = 40;
const DEFAULT_MIN_LENGTH = 2;

export interface EntityGroup {
  search: RegisteredEntitySearch;
  results: readonly EntitySearchResult[];
}

export interface EntityRows {
  /** The groups answered so far for what is typed now, in the searches' order. */
  groups: readonly EntityGroup[];
  /** A search for what is typed now has not answered yet. */
  pending: boolean;
}

const NONE: EntityRows = { groups: [], pending: false };

interface Found {
  text: string;
  answered: ReadonlyMap<string, readonly EntitySearchResult[]>;
}

/**
 * The palette top level's entity searches for what is typed: the ones the user may run, asked after a short
 * pause, each answer shown as it arrives; a keystroke cancels the searches of the text before it.
 */
export function useEntityRows(query: string, enabled: boolean): EntityRows {
  const contributions = useService<PluginContributions>(PluginContributions);
  const permissions = useService<PermissionChecker>(PermissionChecker);
  const contextProvider = useService<CommandContextProvider>(CommandContextProvider);
  const text = query.trim();
  const searches = enabled
    ? contributions.entitySearches.filter(
        (search) => text.length >= (search.minLength ?? DEFAULT_MIN_LENGTH) && permissions.can(search.permission),
      )
    : [];
  const searchIds = searches.map((search) => search.id).join('\n');
  const [found, setFound] = useState<Found | null>(null);

  useEffect(() => {
    if (searchIds === '') return;
    const controller = new AbortController();
    const asked = contributions.entitySearches.filter((search) => searchIds.split('\n').includes(search.id));
    const timer = setTimeout(() => {
      const ctx = contextProvider.context;
      for (const search of asked) {
        search.search(text, ctx, controller.signal).then(
          (results) => {
            if (controller.signal.aborted) return;
            setFound((previous) => {
              const answered = new Map(previous?.text === text ? previous.answered : []);
              answered.set(search.id, results);
              return { text, answered };
            });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            console.error(`The palette's search of ${search.id} failed`, error);
            setFound((previous) => {
              const answered = new Map(previous?.text === text ? previous.answered : []);
              answered.set(search.id, []);
              return { text, answered };
            });
          },
        );
      }
    }, ENTITY_SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [contributions, contextProvider, searchIds, text]);

  return useMemo(() => {
    if (searchIds === '') return NONE;
    const answered = found?.text === text ? found.answered : new Map<string, readonly EntitySearchResult[]>();
    const asked = searchIds.split('\n');
    const groups = contributions.entitySearches.flatMap((search) => {
      const results = asked.includes(search.id) ? answered.get(search.id) : undefined;
      return results ? [{ search, results }] : [];
    });
    return { groups, pending: groups.length < asked.length };
  }, [contributions, found, searchIds, text]);
}

function entityRow(group: EntityGroup, item: EntitySearchResult, query: string): PaletteRow {
  const positions = fuzzyScore(query, { title: item.title })?.positions ?? [];
  return { kind: 'entity', id: `entity:${group.search.id}:${item.id}`, item, positions, group: group.search.title };
}

/**
 * The top level's rows: a record the text names exactly first (Enter opens it), then the commands, then a
 * group per kind of record under a heading of its own.
 */
export function withEntityRows(commands: PaletteRows, entities: EntityRows, query: string): PaletteRows {
  if (entities.groups.length === 0) return entities.pending ? { ...commands, loading: true } : commands;
  const exact: PaletteRow[] = [];
  const grouped: PaletteRow[] = [];
  for (const group of entities.groups) {
    const rest = group.results.filter((item) => !item.exact);
    for (const item of group.results.filter((candidate) => candidate.exact)) exact.push(entityRow(group, item, query));
    if (rest.length === 0) continue;
    grouped.push({ kind: 'heading', id: `heading:${group.search.id}`, title: group.search.title });
    for (const item of rest) grouped.push(entityRow(group, item, query));
  }
  return {
    rows: [...exact, ...commands.rows, ...grouped],
    capped: commands.capped,
    loading: entities.pending,
  };
}
