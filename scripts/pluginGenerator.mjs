// Creates a feature plugin from scripts/plugin-template: both halves, its tests, and one line in each
// plugin list. `npm run new-plugin <name>` is the command; tests call createPlugin on a copy.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'plugin-template');
const TEMPLATE_SUFFIX = '.tpl';

/** Names the project already uses for something else: a plugin may not take them. */
const RESERVED = new Set(['core', 'plugins', 'index', 'server', 'tests', 'themes', 'scripts', 'docs', 'test']);

export class PluginNameError extends Error {}

/**
 * The names a plugin's files use, from its kebab-case name: `demo-thing` gives the id `demoThing`,
 * `DemoThing`, `DEMO_THING`, the table `demo_things` and the title `Demo things`.
 */
export function pluginNames(name) {
  const words = name.split('-');
  const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
  const id = words[0] + words.slice(1).map(capital).join('');
  const plural = (word) =>
    /(s|x|z|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
  const pluralWords = [...words.slice(0, -1), plural(words[words.length - 1])];
  return {
    name,
    id,
    Pascal: words.map(capital).join(''),
    CONST: words.join('_').toUpperCase(),
    ids: pluralWords[0] + pluralWords.slice(1).map(capital).join(''),
    Pascals: pluralWords.map(capital).join(''),
    snakes: pluralWords.join('_'),
    Title: capital(words.join(' ')),
    title: words.join(' '),
    Titles: capital(pluralWords.join(' ')),
    titles: pluralWords.join(' '),
  };
}

/** A clear reason the name cannot be a plugin's, or null when it can. */
export function nameProblem(name, root) {
  if (!name) return 'Name the plugin: npm run new-plugin <name>, e.g. npm run new-plugin demo-thing.';
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    return `"${name}" is not a plugin name: use lower-case words of letters and digits joined by hyphens, starting with a letter (e.g. demo-thing).`;
  }
  if (name.length > 40) return `"${name}" is too long: a plugin name has at most 40 characters.`;
  if (RESERVED.has(name)) return `"${name}" is reserved: choose another plugin name.`;
  const { id } = pluginNames(name);
  const folders = existsSync(join(root, 'plugins')) ? readdirSync(join(root, 'plugins')) : [];
  if (folders.includes(name) || folders.includes(id)) {
    return `A plugin named "${name}" already exists in plugins/${folders.includes(name) ? name : id}.`;
  }
  for (const list of ['plugins/index.ts', 'plugins/server.ts']) {
    if (new RegExp(`\\bfrom '\\./(${name}|${id})/`).test(readFileSync(join(root, list), 'utf8'))) {
      return `"${name}" is already listed in ${list}.`;
    }
  }
  return null;
}

function fill(text, names) {
  return text.replace(/__([A-Za-z]+)__/g, (whole, key) => {
    if (!(key in names)) throw new Error(`Unknown placeholder ${whole} in the plugin template.`);
    return names[key];
  });
}

function templateFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? templateFiles(path) : [path];
  });
}

/** Adds `import <binding> from '<from>';` after the last import and `<binding>` at the end of the list. */
export function addToPluginList(source, binding, from, listFile) {
  const importLine = `import ${binding} from '${from}';`;
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  if (!last) throw new Error(`${listFile} has no imports to add to.`);
  const afterImports = last.index + last[0].length;
  let next = `${source.slice(0, afterImports)}\n${importLine}${source.slice(afterImports)}`;
  const list = /(export const plugins: readonly \w+\[\] = \[)([\s\S]*?)(,?\s*)\];/.exec(next);
  if (!list) throw new Error(`${listFile} has no "export const plugins … = [ … ];" list to add to.`);
  const [whole, head, entries] = list;
  const multiline = entries.includes('\n');
  const replacement = multiline
    ? `${head}${entries.replace(/,?\s*$/, '')},\n  ${binding},\n];`
    : `${head}${entries.trim() ? `${entries.trim()}, ` : ''}${binding}];`;
  next = next.slice(0, list.index) + replacement + next.slice(list.index + whole.length);
  return next;
}

/**
 * Writes plugins/<name>/ from the template and lists the plugin in plugins/index.ts and plugins/server.ts.
 * Returns the files written and changed, relative to root. Throws PluginNameError for a name it refuses.
 */
export function createPlugin(root, name) {
  const problem = nameProblem(name, root);
  if (problem) throw new PluginNameError(problem);
  const names = pluginNames(name);
  const pluginDir = join(root, 'plugins', name);
  const written = [];
  for (const template of templateFiles(TEMPLATE_DIR)) {
    const target = join(pluginDir, fill(relative(TEMPLATE_DIR, template), names).slice(0, -TEMPLATE_SUFFIX.length));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(template, 'utf8'), names));
    written.push(relative(root, target));
  }
  const changed = [];
  for (const [list, entry] of [
    ['plugins/index.ts', 'index.ts'],
    ['plugins/server.ts', 'server.ts'],
  ]) {
    const path = join(root, list);
    writeFileSync(path, addToPluginList(readFileSync(path, 'utf8'), `${names.id}Plugin`, `./${name}/${entry}`, list));
    changed.push(list);
  }
  return { names, written: written.sort(), changed };
}
