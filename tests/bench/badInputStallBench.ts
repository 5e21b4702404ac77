import { monitorEventLoopDelay } from 'node:perf_hooks';
import { API_BASE, CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';
import { AURORA_TENANT } from '../../core/server/seed/demoData.ts';
import { hasBody, objectSchemaOf, routePath } from '../server/support/routeRequests.ts';
import { BENCH_PASSWORD, startEmbeddedBenchServer } from './embeddedBenchServer.ts';

export interface BadInputStallFigures {
  requests: number;
  /** The event loop's longest stall while the bad input was answered, in milliseconds. */
  worstStallMs: number;
  serverErrors: number;
}

const DEEP_XML = `<a>${'<b>'.repeat(10_000)}${'</b>'.repeat(10_000)}</a>`;

/**
 * The bad-input suite's inputs (NUL characters in every parameter and field, deeply nested XML in every
 * text field, malformed JSON) sent to every route as the administrator, while the event loop's delay is
 * measured in the server's process.
 */
export async function runBadInputStallBench(): Promise<BadInputStallFigures> {
  const server = await startEmbeddedBenchServer({ SDP_DEMO_ORDERS: '0' });
  const { runtime } = server;
  try {
    const base = server.origin;
    const headers = { 'content-type': 'application/json', [PROVIDER_HEADER]: CONSOLE_PROVIDER };
    const login = await fetch(`${base}${API_BASE}/authentication/uilogin`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const signedIn = { ...headers, authorization: `Bearer ${token}` };
    // Measured over each request alone: the bench's own look-ups of example rows are not what is judged.
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    let requests = 0;
    let serverErrors = 0;
    let worstStallMs = 0;
    const send = async (method: string, path: string, body?: string) => {
      delay.reset();
      const response = await fetch(`${base}${API_BASE}${path}`, { method, headers: signedIn, body });
      await response.arrayBuffer();
      worstStallMs = Math.max(worstStallMs, delay.max / 1e6);
      requests += 1;
      if (response.status >= 500) serverErrors += 1;
    };

    for (const route of runtime.routes) {
      const example = route.exampleParams
        ? await route.exampleParams({ db: runtime.services.db, tenantId: AURORA_TENANT })
        : null;
      const path = routePath(route, AURORA_TENANT, example ?? {});
      const emptyBody = hasBody(route) ? '{}' : undefined;
      for (const name of [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string)) {
        const values = { ...(example ?? {}), [name]: `${example?.[name] ?? 'sample'}\u0000` };
        await send(route.method, routePath(route, AURORA_TENANT, values), emptyBody);
      }
      for (const name of Object.keys(objectSchemaOf(route.query)?.properties ?? {})) {
        await send(route.method, `${path}?${encodeURIComponent(name)}=a%00b`, emptyBody);
      }
      if (!hasBody(route)) continue;
      await send(route.method, path, '{"unterminated": ');
      for (const [name, property] of Object.entries(objectSchemaOf(route.body)?.properties ?? {})) {
        await send(route.method, path, JSON.stringify({ [name]: 'a\u0000b' }));
        if (property.type === 'string') await send(route.method, path, JSON.stringify({ [name]: DEEP_XML }));
      }
    }
    delay.disable();
    return { requests, worstStallMs, serverErrors };
  } finally {
    await server.close();
  }
}
