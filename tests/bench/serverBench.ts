import { API_BASE, CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';
import { summarise, type LatencyFigures } from './stats.ts';
import { BENCH_PASSWORD, startEmbeddedBenchServer } from './embeddedBenchServer.ts';

export interface ServerBenchFigures {
  login: LatencyFigures;
  getUserAndRole: LatencyFigures;
}

/** Login and getUserAndRole latency over real HTTP against the server on the embedded database in a temp dir. */
export async function runServerBench(
  options: { logins?: number; userLoads?: number } = {},
): Promise<ServerBenchFigures> {
  const server = await startEmbeddedBenchServer();
  try {
    const base = `${server.origin}${API_BASE}`;
    const headers = { 'content-type': 'application/json', [PROVIDER_HEADER]: CONSOLE_PROVIDER };

    const timed = async (run: () => Promise<Response>): Promise<[number, Response]> => {
      const started = performance.now();
      const response = await run();
      await response.arrayBuffer();
      return [performance.now() - started, response];
    };
    const login = () =>
      fetch(`${base}/authentication/uilogin`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }),
      });

    // Warm-up: first queries plan and JIT.
    for (let i = 0; i < 3; i += 1) await (await login()).arrayBuffer();

    const loginDurations: number[] = [];
    let token = '';
    for (let i = 0; i < (options.logins ?? 40); i += 1) {
      const started = performance.now();
      const response = await login();
      const body = (await response.json()) as { data: { token: string } };
      loginDurations.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`bench login failed: ${response.status}`);
      token = body.data.token;
    }

    const userDurations: number[] = [];
    for (let i = 0; i < (options.userLoads ?? 400); i += 1) {
      const [duration, response] = await timed(() =>
        fetch(`${base}/authentication/getUserAndRole/provisioning`, {
          method: 'POST',
          headers: { ...headers, authorization: `Bearer ${token}` },
          body: '{}',
        }),
      );
      if (response.status !== 200) throw new Error(`bench getUserAndRole failed: ${response.status}`);
      userDurations.push(duration);
    }
    return { login: summarise(loginDurations), getUserAndRole: summarise(userDurations) };
  } finally {
    await server.close();
  }
}
