// `npm run dev`: the API server from source (tsx watch) on SDP_API_PORT (default 8081) and Vite on PORT
// (default 8080), whose proxy sends /proactive/rest to the API. Stops both when either exits.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.SDP_API_PORT ?? '8081';
const webPort = process.env.PORT ?? '8080';

function start(name, args, env) {
  // Own process group, so a signal reaches npx and everything it started, and Ctrl-C is delivered once;
  // no stdin, because a background process group reading the terminal would be stopped (SIGTTIN).
  const child = spawn('npx', args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const entry = { name, child, finished: false };
  child.once('error', (error) => {
    entry.finished = true;
    console.error(`dev: could not start ${name}: ${error.message}`);
    shutdown('SIGTERM', 1);
  });
  child.once('exit', (code, signal) => {
    entry.finished = true;
    if (!stopping) console.log(`dev: ${name} exited (${code ?? signal}); stopping`);
    shutdown('SIGTERM', code ?? (signal ? 1 : 0));
  });
  return entry;
}

function signalGroup({ child, finished }, signal) {
  if (finished || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

let stopping = false;
let exitCode = 0;
let processes = [];

function shutdown(signal, code) {
  if (!stopping) exitCode = code;
  stopping = true;
  for (const entry of processes) signalGroup(entry, signal);
  if (processes.every((entry) => entry.finished)) process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    shutdown(signal, 0);
  });
}

processes = [
  start('api', ['tsx', 'watch', 'core/server/main.ts'], { PORT: apiPort, HOST: process.env.HOST ?? '127.0.0.1' }),
  start('vite', ['vite'], { PORT: webPort, SDP_API_PORT: apiPort }),
];
console.log(`dev: web on http://localhost:${webPort}/sdp/ , API on http://127.0.0.1:${apiPort}/proactive/rest`);
