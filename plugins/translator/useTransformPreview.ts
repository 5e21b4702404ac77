import { useEffect, useState } from 'react';
import { useService } from '../../core/di/ContainerContext.tsx';
import { isApiError } from '../../core/http/ApiError.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { transformCall } from './calls.ts';
import type { TransformResult } from './contract.ts';

/** Typing pauses this long before the preview runs again. */
const PREVIEW_DELAY_MS = 400;

export interface TransformPreview {
  result: TransformResult | null;
  running: boolean;
  /** Why the preview could not run at all (the server unreachable, a refused request). */
  failure: string | null;
}

/**
 * The output of the document over the input, run on the server a moment after either stops changing;
 * an answer overtaken by a later change is dropped.
 */
export function useTransformPreview(xslt: string, input: string): TransformPreview {
  const http = useService<HttpClient>(HttpClient);
  const [preview, setPreview] = useState<TransformPreview>({ result: null, running: false, failure: null });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPreview((current) => ({ ...current, running: true }));
      http.call(transformCall, { xslt, input }, { signal: controller.signal }).then(
        ({ data }) => setPreview({ result: data, running: false, failure: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = isApiError(error) ? error.message : 'The preview could not run.';
          setPreview({ result: null, running: false, failure });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, xslt, input]);

  return preview;
}
