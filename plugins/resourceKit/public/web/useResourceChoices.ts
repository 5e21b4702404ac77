import { useEffect, useState } from 'react';
import type { KeysetPage } from '../../../../core/contract/pagination.ts';
import { useService } from '../../../../core/di/ContainerContext.tsx';
import type { CallDefinition, Query } from '../../../../core/http/callDefinition.ts';
import { HttpClient } from '../../../../core/http/HttpClient.ts';

const CHOICES_LIMIT = 200;

/**
 * The first records of a resource in `sort` order, for choosing one in a select (an operation's
 * workflow, a template's network element); empty until loaded, and when the list fails.
 */
export function useResourceChoices<Rec>(list: CallDefinition<Query, KeysetPage<Rec>>, sort: string): readonly Rec[] {
  const http = useService<HttpClient>(HttpClient);
  const [records, setRecords] = useState<readonly Rec[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    http.call(list, { limit: CHOICES_LIMIT, sort, order: 'asc' }, { signal: controller.signal }).then(
      ({ data }) => setRecords(data.items),
      () => undefined,
    );
    return () => controller.abort();
  }, [http, list, sort]);
  return records;
}
