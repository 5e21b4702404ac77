// `npm run test:e2e`: finds (or, as root, installs) the system Chromium, makes sure a build exists, then runs
// the e2e vitest project. Extra arguments are passed to vitest (e.g. a test file filter).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const BUILD_OUTPUTS = ['dist/server/core/server/main.js', 'dist/web/index.html'];

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(`e2e: could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function resolveChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (fromEnv) console.warn(`e2e: CHROME_PATH=${fromEnv} does not exist; trying ${DEFAULT_CHROMIUM}`);
  if (existsSync(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
  const notFound = fromEnv ? `CHROME_PATH=${fromEnv} does not exist and ${DEFAULT_CHROMIUM}` : DEFAULT_CHROMIUM;
  if (process.getuid?.() !== 0) {
    console.error(
      `e2e: ${notFound} is missing. Install the Debian package \`chromium\` (apt-get install -y chromium) ` +
        'or set CHROME_PATH to a Chromium/Chrome executable.',
    );
    process.exit(1);
  }
  console.log(`e2e: ${notFound} is missing; installing the Debian package \`chromium\``);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update'], aptEnv)) !== 0 ||
    (await run('apt-get', ['install', '-y', 'chromium'], aptEnv)) !== 0
  ) {
    console.error('e2e: apt-get could not install `chromium`; install it or set CHROME_PATH.');
    process.exit(1);
  }
  if (!existsSync(DEFAULT_CHROMIUM)) {
    console.error(
      `e2e: the \`chromium\` package is installed but ${DEFAULT_CHROMIUM} is still missing; set CHROME_PATH.`,
    );
    process.exit(1);
  }
  return DEFAULT_CHROMIUM;
}

const chromePath = await resolveChromium();
const missingOutputs = BUILD_OUTPUTS.filter((file) => !existsSync(join(repoRoot, file)));
if (missingOutputs.length > 0) {
  console.log(`e2e: ${missingOutputs.join(', ')} missing; running npm run build`);
  const buildCode = await run('npm', ['run', 'build']);
  if (buildCode !== 0) process.exit(buildCode);
}
process.exitCode = await run('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  ...process.env,
  CHROME_PATH: chromePath,
});
