import type { NetworkHealth } from '../../public/contract/networkElement.ts';
import { authHeaders } from '../../public/server/networkAuth.ts';
import type { NetworkCallDeps } from './networkCall.ts';
import type { ElementTarget } from '../../public/server/networkQueries.ts';

/** A GET of the element's health check path (or its base URL): healthy on a 2xx within its timeout. */
export async function checkHealth(deps: NetworkCallDeps, element: ElementTarget): Promise<NetworkHealth> {
  const base = element.baseUrl.startsWith('/') ? deps.localOrigin() : '';
  if (base === null)
    return { healthy: false, status: null, durationMs: 0, message: 'This server is not listening yet' };
  const url = `${base}${element.baseUrl}${element.healthCheckPath ?? ''}`;
  const started = performance.now();
  const durationMs = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    const response = await fetch(url, {
      headers: {
        accept: element.protocol === 'XML' ? 'application/xml' : 'application/json',
        ...authHeaders(element.auth, deps.secrets),
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(element.timeoutMs),
    });
    await response.arrayBuffer();
    const healthy = response.status >= 200 && response.status < 300;
    return {
      healthy,
      status: response.status,
      durationMs: durationMs(),
      message: healthy ? 'Healthy' : `Answered ${response.status}`,
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      healthy: false,
      status: null,
      durationMs: durationMs(),
      message: timedOut ? `No answer within ${element.timeoutMs} ms` : `Not reachable: ${(error as Error).message}`,
    };
  }
}
