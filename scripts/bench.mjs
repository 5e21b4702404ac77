// `npm run bench [section…]`: runs the benchmark suite from source with tsx and prints its figures.
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/index.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
child.on('exit', (code) => process.exit(code ?? 1));
