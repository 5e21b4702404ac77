import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../core/server/config.ts';
import { createRuntime, type Runtime } from '../../core/server/runtime.ts';
import { plugins } from '../../plugins/server.ts';

export const BENCH_PASSWORD = 'Bench#Admin-Password-2026';

export interface EmbeddedBenchServer {
  runtime: Runtime;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** The whole server on the embedded database in a temp dir, listening on loopback; `admin` has the bench password. */
export async function startEmbeddedBenchServer(env: Record<string, string> = {}): Promise<EmbeddedBenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sdp-bench-'));
  const runtime = await createRuntime({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      SDP_DATA_DIR: dataDir,
      SDP_ADMIN_PASSWORD: BENCH_PASSWORD,
      SDP_WEB_DIR: '/nonexistent',
      ...env,
    }),
    plugins,
  });
  const close = async () => {
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await close();
    throw error;
  }
  const { port } = runtime.app.server.address() as AddressInfo;
  return { runtime, origin: `http://127.0.0.1:${port}`, close };
}
