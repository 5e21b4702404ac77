// `npm run new-plugin <name>`: a feature plugin with both halves, its tests and its place in the plugin lists.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createPlugin, PluginNameError } from './pluginGenerator.mjs';

const root = process.cwd();
const name = process.argv[2];

let result;
try {
  result = createPlugin(root, name);
} catch (error) {
  if (!(error instanceof PluginNameError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const files = [...result.written, ...result.changed];
const prettier = spawnSync(join(root, 'node_modules', '.bin', 'prettier'), ['--write', '--log-level=warn', ...files], {
  cwd: root,
  stdio: 'inherit',
});
if (prettier.status !== 0) console.error('Prettier could not format the new files; run npm run format.');

const { names } = result;
console.log(`Created plugin ${names.id} in plugins/${name}/:`);
for (const file of result.written) console.log(`  ${file}`);
console.log(`Listed it in ${result.changed.join(' and ')}.`);
console.log(
  [
    '',
    `Next: npm run dev and open /sdp/configure/${name}; npm test runs its tests.`,
    'docs/architecture.md ("Writing a feature plugin") says what each file is for.',
  ].join('\n'),
);
