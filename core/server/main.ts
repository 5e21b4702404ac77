import { plugins } from '../../plugins/server.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createRuntime } from './runtime.ts';

/** How long a stop may take beyond its drain before the process exits anyway. */
const STOP_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  let stopping: ((signal: string, code: number, graceMs: number) => void) | null = null;
  const runtime = await createRuntime({
    config,
    plugins,
    // Another process has taken this one's work over: it stops at once, and its supervisor starts it afresh.
    onLeaseLost: () => stopping?.('lease lost', 1, 0),
  });
  const { app, seed } = runtime;

  if (seed.generatedAdminPassword) {
    // Printed once, on the first start only: the password is not stored anywhere in clear.
    process.stdout.write(
      `\n  SDP Console administrator created.\n    username: ${seed.adminUsername}\n    password: ${seed.generatedAdminPassword}\n  Keep it safe: it is not shown again.\n\n`,
    );
  }

  let closing = false;
  stopping = (signal, code, graceMs) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs }, 'draining, then shutting down');
    const force = setTimeout(() => process.exit(1), graceMs + STOP_MS);
    force.unref();
    runtime
      .drain(graceMs)
      .then(() => runtime.close())
      .then(() => process.exit(code))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  const drainMs = config.SDP_DRAIN_SECONDS * 1000;
  process.on('SIGTERM', () => stopping?.('SIGTERM', 0, drainMs));
  process.on('SIGINT', () => stopping?.('SIGINT', 0, drainMs));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  runtime.startWorkers();
  app.log.info({ address, database: runtime.database.kind }, `SDP Console serving ${address}/sdp`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `SDP Console failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
