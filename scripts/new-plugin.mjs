// `npm run new-plugin <name> [--section <sectionId>] [--permission <area[:sub-area]>] [--path </route/path>]
// [--plural <plural words>]`: a feature plugin with both halves, its tests and its place in the plugin lists.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createPlugin, parseArguments, PluginGeneratorError } from './pluginGenerator.mjs';

const root = process.cwd();

let result;
try {
  const { name, options } = parseArguments(process.argv.slice(2));
  result = createPlugin(root, name, options);
} catch (error) {
  if (!(error instanceof PluginGeneratorError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const files = [...result.written, ...result.changed];
const prettier = spawnSync(join(root, 'node_modules', '.bin', 'prettier'), ['--write', '--log-level=warn', ...files], {
  cwd: root,
  stdio: 'inherit',
});
if (prettier.status !== 0) console.error('Prettier could not format the new files; run npm run format.');

const { names, folder, section, path, area, ownArea } = result;
console.log(`Created plugin ${names.id} in ${folder}/:`);
for (const file of result.written) console.log(`  ${file}`);
console.log(`Listed it in ${result.changed.join(' and ')}.`);
console.log(
  [
    '',
    `Its screen is ${path}, in the sidebar's ${section} section; its keys are ${area}:r, :c, :u and :d${
      ownArea ? `, of the permission area ${area} it adds to the catalogue` : ''
    }.`,
    `Next: npm run dev and open /sdp${path}; npm test runs its tests.`,
    'docs/architecture.md ("Writing a feature plugin") says what each file is for.',
  ].join('\n'),
);
