import { plugins } from '../../plugins/server.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createRuntime } from './runtime.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const runtime = await createRuntime({ config, plugins });
  const { app, seed } = runtime;

  if (seed.generatedAdminPassword) {
    // Printed once, on the first start only: the password is not stored anywhere in clear.
    process.stdout.write(
      `\n  SDP Console administrator created.\n    username: ${seed.adminUsername}\n    password: ${seed.generatedAdminPassword}\n  Keep it safe: it is not shown again.\n\n`,
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    runtime
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

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
