import { API_BASE, CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';

/** One call to the API of the server at `base`, as the console makes it; answers the envelope's data. */
export async function benchCall<T>(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${API_BASE}${path}`, {
    method,
    headers: {
      [PROVIDER_HEADER]: CONSOLE_PROVIDER,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T; errorDescription: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.errorDescription}`);
  return envelope.data;
}
