import { useCallback, useEffect, useRef, useState } from 'react';
import {
  REFERENCE_NAMES_LIMIT,
  referenceNamesPath,
  referenceNamesSchema,
  type ReferenceName,
  type ReferenceNames,
} from '../../../../core/contract/references.ts';
import { useService } from '../../../../core/di/ContainerContext.tsx';
import { defineCall } from '../../../../core/http/callDefinition.ts';
import { HttpClient } from '../../../../core/http/HttpClient.ts';

export const referenceNamesCall = defineCall<{ kind: string; q: string; limit: number }, ReferenceNames>({
  method: 'GET',
  path: ({ kind }) => referenceNamesPath(kind),
  query: ({ q, limit }) => ({ ...(q ? { q } : {}), limit }),
  responseSchema: referenceNamesSchema,
  notifyErrors: false,
});

/** What the server offered for one text: the names (best match first), or null while asked or after a failure. */
export interface ReferenceLookups {
  /** The kind's name for people, once one answer came (`validation rule`). */
  title: string | null;
  offered(text: string): readonly ReferenceName[] | null;
  /** Asks for the names matching each text not yet asked (each once). */
  ask(texts: readonly string[]): void;
}

const keyOf = (text: string) => text.trim().toLowerCase();

/**
 * The names of a kind of the map of references as a picker asks for them: one request per text, the
 * answers kept while the picker lives, each request dropped when the picker goes.
 */
export function useReferenceNames(kind: string): ReferenceLookups {
  const http = useService<HttpClient>(HttpClient);
  const [answers, setAnswers] = useState<ReadonlyMap<string, readonly ReferenceName[]>>(new Map());
  const [title, setTitle] = useState<string | null>(null);
  const asked = useRef(new Set<string>());
  const controller = useRef(new AbortController());

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    asked.current = new Set();
    setAnswers(new Map());
    return () => current.abort();
  }, [kind]);

  const ask = useCallback(
    (texts: readonly string[]) => {
      for (const text of texts) {
        const key = keyOf(text);
        if (asked.current.has(key)) continue;
        asked.current.add(key);
        const signal = controller.current.signal;
        http.call(referenceNamesCall, { kind, q: text.trim(), limit: REFERENCE_NAMES_LIMIT }, { signal }).then(
          ({ data }) => {
            if (signal.aborted) return;
            setTitle(data.title);
            setAnswers((previous) => new Map(previous).set(key, data.items));
          },
          () => asked.current.delete(key),
        );
      }
    },
    [http, kind],
  );

  const offered = useCallback((text: string) => answers.get(keyOf(text)) ?? null, [answers]);
  return { title, offered, ask };
}
