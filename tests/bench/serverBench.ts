import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { API_BASE, CONSOLE_PROVIDER, PROVIDER_HEADER } from '../../core/contract/http.ts';
import { loadConfig } from '../../core/server/config.ts';
import { createRuntime } from '../../core/server/runtime.ts';
import { plugins } from '../../plugins/server.ts';
import { summarise, type LatencyFigures } from './stats.ts';

export interface ServerBenchFigures {
  login: LatencyFigures;
  getUserAndRole: LatencyFigures;
}

const BENCH_PASSWORD = 'Bench#Admin-Password-2026';

/** Login and getUserAndRole latency over real HTTP against the server on the embedded database in a temp dir. */
export async function runServerBench(
  options: { logins?: number; userLoads?: number } = {},
): Promise<ServerBenchFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sdp-bench-'));
  const runtime = await createRuntime({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      SDP_DATA_DIR: dataDir,
      SDP_ADMIN_PASSWORD: BENCH_PASSWORD,
      SDP_WEB_DIR: '/nonexistent',
    }),
    plugins,
  });
  try {
    await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = runtime.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}${API_BASE}`;
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
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
