import { useCallback, useEffect, useState } from 'react';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { useService } from '../../core/di/ContainerContext.tsx';
import { isApiError } from '../../core/http/ApiError.ts';
import type { CallDefinition, Query } from '../../core/http/callDefinition.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { usePermission } from '../../core/permissions/usePermission.ts';
import type { PermissionRequirement } from '../../core/contract/permissions.ts';

const PAGE = 500;
/** A tree or a choice of locations and models is read whole, up to this many. */
const MOST = 5_000;

export interface AllRecords<Rec> {
  records: readonly Rec[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * Every record of a kit list (page after page, up to 5,000) in `sort` order, for a tree or a choice; none,
 * and no request, without the list's read key (a partner reading stock may not read the models).
 */
export function useAllRecords<Rec>(
  list: CallDefinition<Query, KeysetPage<Rec>>,
  sort: string,
  readKey: PermissionRequirement,
): AllRecords<Rec> {
  const http = useService<HttpClient>(HttpClient);
  const mayRead = usePermission(readKey);
  const [state, setState] = useState<Omit<AllRecords<Rec>, 'reload'>>({ records: [], loading: true, error: null });
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (!mayRead) {
      setState({ records: [], loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    const load = async () => {
      const records: Rec[] = [];
      let cursor: string | null = null;
      do {
        const query: Query = { limit: PAGE, sort, order: 'asc', ...(cursor ? { cursor } : {}) };
        const { data } = await http.call(list, query, { signal: controller.signal });
        records.push(...data.items);
        cursor = data.nextCursor;
      } while (cursor && records.length < MOST);
      return records;
    };
    setState((current) => ({ ...current, loading: true }));
    load().then(
      (records) => setState({ records, loading: false, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ records: [], loading: false, error: isApiError(error) ? error.message : 'Could not load.' });
      },
    );
    return () => controller.abort();
  }, [http, list, sort, revision, mayRead]);
  const reload = useCallback(() => setRevision((value) => value + 1), []);
  return { ...state, reload };
}
