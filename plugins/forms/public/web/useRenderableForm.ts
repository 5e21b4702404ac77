import { useEffect, useState } from 'react';
import { FORM_RENDER_PATH, renderableFormSchema, type RenderableForm } from '../contract/formDefinition.ts';
import { useService } from '../../../../core/di/ContainerContext.tsx';
import { defineCall } from '../../../../core/http/callDefinition.ts';
import { HttpClient } from '../../../../core/http/HttpClient.ts';

/** An enabled form template by name, as the screens that enter one render it. */
export const renderableFormCall = defineCall<string, RenderableForm>({
  method: 'GET',
  path: FORM_RENDER_PATH,
  query: (name) => ({ name }),
  responseSchema: renderableFormSchema,
  notifyErrors: false,
});

export type RenderableFormState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; form: RenderableForm }
  /** No enabled form of that name, or it could not be read: the screen falls back to raw values. */
  | { status: 'missing'; message: string };

/** The form named (null: none), read once per name. */
export function useRenderableForm(name: string | null): RenderableFormState {
  const http = useService<HttpClient>(HttpClient);
  const [state, setState] = useState<{ name: string | null; value: RenderableFormState }>({
    name: null,
    value: { status: 'none' },
  });
  useEffect(() => {
    if (!name) return;
    const controller = new AbortController();
    http.call(renderableFormCall, name, { signal: controller.signal }).then(
      ({ data }) => setState({ name, value: { status: 'ready', form: data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ name, value: { status: 'missing', message } });
      },
    );
    return () => controller.abort();
  }, [http, name]);
  if (!name) return { status: 'none' };
  return state.name === name ? state.value : { status: 'loading' };
}
