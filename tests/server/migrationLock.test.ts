import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { createDatabase } from '../support/postgres.ts';
import { TEST_ADMIN_PASSWORD } from './support/testServer.ts';

const adminUrl = inject('databaseUrl');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface ServerProcess {
  port: number;
  exited: Promise<number | null>;
  hasExited: () => boolean;
  output: () => string;
  stop: () => void;
}

function startProcess(databaseUrl: string, port: number): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'core/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SDP_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      // The demo history's size is not what this test is about; the full one takes a minute on a busy machine.
      SDP_DEMO_ORDERS: '60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  return { port, exited, hasExited: () => ended, output: () => output, stop: () => child.kill('SIGTERM') };
}

async function waitReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !server.hasExited()) {
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/readyz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${server.port} did not become ready:\n${server.output()}`);
}

const started: ServerProcess[] = [];
afterAll(async () => {
  for (const server of started) server.stop();
  await Promise.all(started.map((server) => server.exited));
});

describe('two server processes on one PostgreSQL', () => {
  it.skipIf(!adminUrl)('both come up at once, migrating and seeding exactly once', async () => {
    const databaseUrl = await createDatabase(adminUrl as string, `sdp_lock_${process.pid}`);
    const ports = [await freePort(), await freePort()];
    const servers = ports.map((port) => startProcess(databaseUrl, port));
    started.push(...servers);
    await Promise.all(servers.map((server) => waitReady(server)));

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const migrations = await client.query('select id, count(*)::int as n from sdp_migrations group by id');
      expect(migrations.rows.length).toBeGreaterThan(0);
      expect(migrations.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      const admins = await client.query("select count(*)::int as n from users where lower(username) = 'admin'");
      expect(admins.rows[0].n).toBe(1);
      const orders = await client.query('select tenant_id, count(*)::int as n from orders group by tenant_id');
      expect(orders.rows.map((row: { n: number }) => row.n)).toEqual([60, 60]);
    } finally {
      await client.end();
    }

    for (const server of servers) {
      const response = await fetch(`http://127.0.0.1:${server.port}/proactive/rest/authentication/uilogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sdp-provider': 'sdp-console' },
        body: JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }),
      });
      expect(response.status).toBe(200);
    }
  });
});
