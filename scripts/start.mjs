// `npm start`: serves at once when `dist/` holds a build of the sources as they are (its stamp,
// `scripts/buildStamp.mjs`), else builds first; then runs the server in this process.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsCurrent } from './buildStamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!(await buildIsCurrent(root))) {
  console.log('The build is missing or older than the sources: building first (npm run build).');
  const code = await new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
  });
  if (code !== 0) process.exit(code);
}
await import(pathToFileURL(join(root, 'dist', 'server', 'core', 'server', 'main.js')).href);
