// A throwaway PostgreSQL server for the server suite's PostgreSQL pass: initdb into a temp dir, start on a
// free port on 127.0.0.1, drop everything on stop. Runs as the `postgres` user when we are root.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findPostgresBinaries, postgresServiceAccount, runningAsRoot } from '../../scripts/postgresBinaries.mjs';
import { freePort } from './freePort.ts';

export { findPostgresBinaries };

export interface RunningPostgres {
  /** Admin URL of the `sdp_test` database, e.g. postgres://sdp@127.0.0.1:PORT/sdp_test. */
  url: string;
  port: number;
  /** Temp dir holding the cluster and its unix socket; removed by stop(). */
  dir: string;
  stop(): Promise<void>;
}

const SUPERUSER = 'sdp';
const DATABASE = 'sdp_test';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const LOG_LIMIT = 64 * 1024;
const PORT_ATTEMPTS = 3;

type Account = { uid: number; gid: number } | null;

function spawnAs(account: Account, command: string, args: string[], cwd: string): ChildProcess {
  const options: SpawnOptions = { cwd, stdio: ['ignore', 'pipe', 'pipe'] };
  if (account) {
    // libuv drops supplementary groups and switches gid then uid before exec, like setpriv would.
    options.uid = account.uid;
    options.gid = account.gid;
  }
  return spawn(command, args, options);
}

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-LOG_LIMIT);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output;
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
}

async function runToCompletion(account: Account, command: string, args: string[], cwd: string): Promise<void> {
  const child = spawnAs(account, command, args, cwd);
  const output = collectOutput(child);
  const failedToSpawn = new Promise<never>((_, reject) => child.once('error', reject));
  const code = await Promise.race([waitForExit(child), failedToSpawn]);
  if (code !== 0) throw new Error(`${command} exited with ${code}:\n${output()}`);
}

async function canConnect(port: number): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, database: 'postgres' });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Resolves once the server accepts connections; rejects with its log if it exits or times out. */
async function waitUntilReady(server: ChildProcess, port: number, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `postgres exited (${server.exitCode ?? server.signalCode}) before accepting connections:\n${log()}`,
      );
    }
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`postgres did not accept connections within ${READY_TIMEOUT_MS} ms:\n${log()}`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = waitForExit(server);
  server.kill('SIGINT'); // PostgreSQL's "fast" shutdown: roll back open transactions, no waiting for clients.
  const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function launchServer(binDir: string, account: Account, dir: string) {
  const dataDir = join(dir, 'data');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    // prettier-ignore
    const server = spawnAs(account, join(binDir, 'postgres'), [
      '-D', dataDir,
      '-p', String(port),
      '-k', dir,
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'fsync=off',
      '-c', 'synchronous_commit=off',
      '-c', 'full_page_writes=off',
      '-c', 'shared_buffers=32MB',
      '-c', 'max_connections=200',
    ], dir);
    const log = collectOutput(server);
    try {
      await waitUntilReady(server, port, log);
      return { server, port };
    } catch (error) {
      await stopServer(server);
      // Another process may have taken the probed port between freePort() and postgres binding it.
      if (attempt < PORT_ATTEMPTS && log().includes('could not bind')) continue;
      throw error;
    }
  }
}

/** Starts a fresh PostgreSQL cluster with an empty `sdp_test` database. Takes ~1-2 s. */
export async function startPostgres(): Promise<RunningPostgres> {
  const found = findPostgresBinaries();
  if ('missing' in found) throw new Error(`cannot start PostgreSQL: ${found.missing}`);
  const account = runningAsRoot() ? postgresServiceAccount() : null;
  const dir = await mkdtemp(join(tmpdir(), 'sdp-pg-'));
  try {
    if (account) await chown(dir, account.uid, account.gid);
    // prettier-ignore
    await runToCompletion(account, join(found.binDir, 'initdb'), [
      '-D', join(dir, 'data'),
      '-U', SUPERUSER,
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ], dir);
    const hbaFile = join(dir, 'data', 'pg_hba.conf');
    await writeFile(hbaFile, 'local all all trust\nhost all all 127.0.0.1/32 trust\n', { mode: 0o600 });
    if (account) await chown(hbaFile, account.uid, account.gid);

    const { server, port } = await launchServer(found.binDir, account, dir);
    let stopped: Promise<void> | null = null;
    const stop = () => {
      stopped ??= stopServer(server).then(() => rm(dir, { recursive: true, force: true }));
      return stopped;
    };
    const adminUrl = `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`;
    try {
      const url = await createDatabase(adminUrl, DATABASE);
      return { url, port, dir, stop };
    } catch (error) {
      await stop();
      throw error;
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Creates an empty database on the server behind adminUrl and returns its URL (one per test file). */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`database name must match [a-z_][a-z0-9_]* (max 63 chars), got "${name}"`);
  }
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
