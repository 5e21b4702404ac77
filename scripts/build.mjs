// `npm run build`: the console's build, then the server's; once both succeeded, the stamp of the sources as
// they were when it started (`scripts/buildStamp.mjs`), so that a file changed meanwhile makes it stale.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceStamp, writeStamp } from './buildStamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function npmRun(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const stamp = await sourceStamp(root);
for (const script of ['build:web', 'build:server']) {
  const code = await npmRun(script);
  if (code !== 0) process.exit(code);
}
await writeStamp(root, stamp);
