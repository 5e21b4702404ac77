import { useMemo } from 'react';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import type { ResourceDescriptor } from '../../core/contract/resource.ts';
import { useService } from '../../core/di/ContainerContext.tsx';
import type { GridDataSource } from '../../core/grid/gridTypes.ts';
import type { CallDefinition, Query } from '../../core/http/callDefinition.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { resourceListQuery } from '../../core/resource/resourceListQuery.ts';

/**
 * A server grid's source over a resource's keyset listing: the grid's filters, sort and search as the
 * resource's query; a new `revision` reloads it from the first page.
 */
export function useListSource<Row>(
  list: CallDefinition<Query, KeysetPage<Row>>,
  descriptor: Pick<ResourceDescriptor, 'filters' | 'sorts'>,
  revision?: number,
): GridDataSource<Row> {
  const http = useService<HttpClient>(HttpClient);
  return useMemo<GridDataSource<Row>>(
    () => ({
      kind: 'server',
      revision,
      fetchPage: async (request) =>
        (await http.call(list, resourceListQuery(descriptor, request), { signal: request.signal })).data,
    }),
    [http, list, descriptor, revision],
  );
}
