import { useEffect, useState } from 'react';
import { useService } from '../../core/di/ContainerContext.tsx';
import { isApiError } from '../../core/http/ApiError.ts';
import type { CallDefinition } from '../../core/http/callDefinition.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';

/**
 * One record a panel shows, fetched by id (the fetch dropped when the panel closes first); `setRecord`
 * takes the record an action answered with. `loadProblem` says why it could not be loaded. A new
 * `revision` fetches it again, the record shown meanwhile.
 */
export function useLoadedRecord<Rec>(get: CallDefinition<string, Rec>, id: string, failure: string, revision = 0) {
  const http = useService<HttpClient>(HttpClient);
  const [record, setRecord] = useState<Rec | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http.call(get, id, { signal: controller.signal }).then(
      ({ data }) => {
        setRecord(data);
        setLoadProblem(null);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoadProblem(isApiError(error) ? error.message : failure);
      },
    );
    return () => controller.abort();
  }, [http, get, id, failure, revision]);
  return { record, setRecord, loadProblem };
}
