import { useEffect, useState } from 'react';
import {
  referencesPath,
  whereUsedSchema,
  type WhereUsed as WhereUsedData,
} from '../../../../core/contract/references.ts';
import { useService } from '../../../../core/di/ContainerContext.tsx';
import { defineCall } from '../../../../core/http/callDefinition.ts';
import { HttpClient } from '../../../../core/http/HttpClient.ts';
import * as css from './whereUsed.css.ts';

const whereUsedCall = defineCall<{ kind: string; name: string }, WhereUsedData>({
  method: 'GET',
  path: ({ kind }) => referencesPath(kind),
  query: ({ name }) => ({ name }),
  responseSchema: whereUsedSchema,
  notifyErrors: false,
});

/**
 * An item's place in the map of references, in its panel: the items naming it (which keep it from being
 * deleted) and the items it names, an unknown one marked.
 */
export function WhereUsed({ kind, name }: { kind: string; name: string }) {
  const http = useService<HttpClient>(HttpClient);
  const [data, setData] = useState<WhereUsedData | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http
      .call(whereUsedCall, { kind, name }, { signal: controller.signal })
      .then((response) => setData(response.data))
      .catch(() => setData(null));
    return () => controller.abort();
  }, [http, kind, name]);
  if (!data) return null;
  return (
    <section className={css.section} aria-label="Where used">
      <h3 className={css.heading}>Used by</h3>
      {data.usedBy.length === 0 ? (
        <p className={css.via}>Nothing refers to this {data.title}: it can be deleted.</p>
      ) : (
        <ul className={css.list}>
          {data.usedBy.map((user) => (
            <li key={`${user.kind}:${user.name}`}>
              the {user.title} <strong>{user.name}</strong> <span className={css.via}>({user.via})</span>
            </li>
          ))}
        </ul>
      )}
      {data.refersTo.length > 0 ? (
        <>
          <h3 className={css.heading}>Refers to</h3>
          <ul className={css.list}>
            {data.refersTo.map((ref) => (
              <li key={`${ref.kind}:${ref.name}`}>
                the {ref.title} <strong>{ref.name}</strong> <span className={css.via}>({ref.via})</span>
                {ref.exists ? null : <span className={css.missing}> — not found</span>}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
