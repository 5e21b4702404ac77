// Runs the compiled server (`npm run build` output) as a child process on a free port, the way e2e tests
// and restart tests need it: a real process with its own data dir, stopped with SIGTERM like in production.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_VARIABLES } from '../../core/server/config.ts';
import { freePort } from './freePort.ts';

export { freePort };

export interface ServerProcessOptions {
  /** Extra environment for the server; DATABASE_URL here makes it run on PostgreSQL instead of SDP_DATA_DIR. */
  env?: Record<string, string>;
  /** Reuse a data dir (e.g. across a restart); it is then left in place by stop(). */
  dataDir?: string;
  /**
   * How long /readyz may take to answer 200 while the process lives (60 s by default); a process that exits
   * first fails the start at once. A first start (migrations and seed) on a busy machine needs longer.
   */
  readyWithinMs?: number;
  /** The script to run: the built server unless a test of this harness gives its own. */
  entry?: string;
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The server's process id (for its CPU time in /proc). */
  pid: number;
  logs(): string;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash would; its data dir stays for a restart. */
  kill(): Promise<void>;
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = join(REPO_ROOT, 'dist/server/core/server/main.js');
const READY_TIMEOUT_MS = 60_000;
/** The patience of a start that migrates and seeds an empty database: minutes on a loaded 2-core machine. */
export const FIRST_START_READY_MS = 5 * 60_000;
const STOP_TIMEOUT_MS = 10_000;
const LOG_LIMIT = 256 * 1024;

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolveExit) => {
    child.once('exit', () => {
      resolveExit();
    });
  });
}

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function startServerProcess(opts: ServerProcessOptions = {}): Promise<ServerProcess> {
  const entry = opts.entry ?? SERVER_ENTRY;
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: run \`npm run build\` before starting the server process`);
  }
  const readyWithinMs = opts.readyWithinMs ?? READY_TIMEOUT_MS;
  const ownsDataDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'sdp-server-')));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // The child's configuration comes from opts only, never from whatever the test runner's shell exported.
  const configNames = new Set<string>(CONFIG_VARIABLES);
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !configNames.has(name)),
  );
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  if (!opts.env?.DATABASE_URL) env.SDP_DATA_DIR = dataDir;
  Object.assign(env, opts.env);

  const child = spawn(process.execPath, [entry], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-LOG_LIMIT);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const spawnFailure: { error?: Error } = {};
  child.once('error', (error) => {
    spawnFailure.error = error;
  });

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      if (!hasExited(child)) {
        const exited = waitForExit(child);
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };

  const deadline = Date.now() + readyWithinMs;
  let failure: string | null = null;
  while (failure === null) {
    if (spawnFailure.error) failure = `could not spawn the server: ${spawnFailure.error.message}`;
    else if (hasExited(child)) failure = `server exited (${child.exitCode ?? child.signalCode}) before it was ready`;
    else if (await isReady(baseUrl)) {
      const kill = async () => {
        const exited = waitForExit(child);
        child.kill('SIGKILL');
        await exited;
      };
      return { baseUrl, port, dataDir, pid: child.pid as number, logs: () => output, stop, kill };
    } else if (Date.now() > deadline) failure = `GET ${baseUrl}/readyz did not answer 200 within ${readyWithinMs} ms`;
    else await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  await stop();
  throw new Error(`${failure}\n--- server logs ---\n${output || '(none)'}`);
}
