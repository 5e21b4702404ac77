// Creates a feature plugin from scripts/plugin-template: both halves, its tests, and one line in each
// plugin list. `npm run new-plugin <name> [flags]` is the command; tests call its functions, and run the
// command on a copy of the project.
//
// Templates are filled in two steps: lines between `// #if <condition>`, `// #else` and `// #endif` are
// kept or dropped by the plugin's settings, then every `__placeholder__` becomes the plugin's name for it.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'plugin-template');
const TEMPLATE_SUFFIX = '.tpl';

export const USAGE =
  'npm run new-plugin <name> [--section <sectionId>] [--permission <area[:sub-area]>] [--path </route/path>] [--plural <plural words>]';

/** The section a plugin's nav entry goes in when --section does not say. */
export const DEFAULT_SECTION = 'configure';

const FLAGS = ['section', 'permission', 'path', 'plural'];

/** Names the project already uses for something else: a plugin may not take them. */
const RESERVED = new Set(['core', 'plugins', 'index', 'server', 'tests', 'themes', 'scripts', 'docs', 'test']);

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const WORDS = /^[a-z][a-z0-9]*([ -][a-z0-9]+)*$/;
const ROUTE_PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/** A command line, name or flag the generator refuses; its message is one line saying why. */
export class PluginGeneratorError extends Error {}

// --- Command line ---------------------------------------------------------------------------------------

/**
 * The plugin's name and flags from the command's arguments (`--flag value` or `--flag=value`). Throws
 * PluginGeneratorError on an unknown, repeated or empty flag, or a second name.
 */
export function parseArguments(args) {
  const options = {};
  let name;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (!arg.startsWith('--')) {
      if (name !== undefined)
        throw new PluginGeneratorError(`Give one plugin name, not "${name}" and "${arg}": ${USAGE}`);
      name = arg;
      continue;
    }
    const equals = arg.indexOf('=');
    const flag = arg.slice(2, equals === -1 ? undefined : equals);
    if (!FLAGS.includes(flag)) throw new PluginGeneratorError(`Unknown option --${flag}: ${USAGE}`);
    if (flag in options) throw new PluginGeneratorError(`--${flag} is given twice: give it once.`);
    const value = equals === -1 ? args[(index += 1)] : arg.slice(equals + 1);
    if (value === undefined || value.trim() === '' || value.startsWith('--')) {
      throw new PluginGeneratorError(`--${flag} needs a value: ${USAGE}`);
    }
    options[flag] = value.trim();
  }
  return { name, options };
}

// --- Names ----------------------------------------------------------------------------------------------

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (words) => words[0] + words.slice(1).map(capital).join('');
const pascal = (words) => words.map(capital).join('');

/** The English plural of one word by the common rule: thing → things, box → boxes, policy → policies. */
export function pluralOf(word) {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** True for a word that reads as a plural (locations), not a singular ending in s (status, address, analysis). */
export function looksPlural(word) {
  return /s$/.test(word) && !/(ss|us|is)$/.test(word);
}

/** The singular of a word `looksPlural` takes for a plural: locations → location, boxes → box, policies → policy. */
export function singularOf(word) {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * The names a plugin's files use, from its kebab-case name and, when given, the plural of its entity's
 * words. `demo-thing` gives the id `demoThing`, the record `DemoThing` (`demoThingId`), `DEMO_THING`, the
 * table `demo_things` and the titles `Demo thing`, `Demo things`. A name already in the plural
 * (`stock-locations`) is the plural, not pluralised again: the record is `StockLocation`. `--plural`
 * always gives the plural; the name is then the singular (`person` with `people`), unless the name is
 * that plural (`stock-locations` with `stock locations`).
 */
export function pluginNames(name, { plural } = {}) {
  const words = name.split('-');
  const last = words[words.length - 1];
  const allBut = words.slice(0, -1);
  const given = plural?.trim().split(/[\s-]+/);
  // A name in the plural is the plural (unless --plural says otherwise): its singular is by the rule.
  const namedInPlural = looksPlural(last) && (!given || given.join('-') === name);
  const singulars = namedInPlural ? [...allBut, singularOf(last)] : words;
  const plurals = given ?? (namedInPlural ? words : [...allBut, pluralOf(last)]);
  return {
    name,
    id: camel(words),
    CONST: words.join('_').toUpperCase(),
    entity: camel(singulars),
    Pascal: pascal(singulars),
    ids: camel(plurals),
    Pascals: pascal(plurals),
    snakes: plurals.join('_'),
    Title: capital(singulars.join(' ')),
    title: singulars.join(' '),
    Titles: capital(plurals.join(' ')),
    titles: plurals.join(' '),
  };
}

// --- What the project already has ----------------------------------------------------------------------

const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');

function pluginFolders(root) {
  const folder = join(root, 'plugins');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every file under a folder (relative to root), skipping tests and node_modules. */
function sourceFiles(root, folder, keep = () => true) {
  const files = [];
  const walk = (dir) => {
    if (!existsSync(join(root, dir))) return;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && keep(path)) files.push(path);
    }
  };
  walk(folder);
  return files;
}

/**
 * The sidebar sections a nav entry may name, by id: the spec's (`core/workspace/specSections.ts`, owner
 * null) and those a plugin adds to `SectionIds` in its web manifest (owner: the plugin's folder).
 */
export function knownSections(root) {
  const spec = readFileSync(join(root, 'core', 'workspace', 'specSections.ts'), 'utf8');
  const sections = new Map([...withoutComments(spec).matchAll(/\bid:\s*'([^']+)'/g)].map((match) => [match[1], null]));
  for (const folder of pluginFolders(root)) {
    const manifest = join(root, 'plugins', folder, 'index.ts');
    if (!existsSync(manifest)) continue;
    const declared = /\binterface\s+SectionIds\s*\{([^}]*)\}/.exec(withoutComments(readFileSync(manifest, 'utf8')));
    for (const [, id] of declared?.[1].matchAll(/['"]?([A-Za-z_$][\w$]*)['"]?\s*:/g) ?? []) {
      if (!sections.has(id)) sections.set(id, folder);
    }
  }
  return sections;
}

/**
 * The areas of the spec's permission catalogue (`core/contract/permissionCatalogue.ts`), each with its
 * sub-areas' keys, read from the file's text (the generator runs on plain Node, which reads no TypeScript).
 */
export function catalogueAreas(root) {
  const text = readFileSync(join(root, 'core', 'contract', 'permissionCatalogue.ts'), 'utf8');
  const start = text.indexOf('PERMISSION_CATALOGUE');
  const end = text.indexOf('\n];', start);
  if (start === -1 || end === -1) {
    throw new Error('core/contract/permissionCatalogue.ts has no "PERMISSION_CATALOGUE … = [ … ];" list to read.');
  }
  const areas = [];
  for (const [, field, value] of withoutComments(text.slice(start, end)).matchAll(/\b(area|key):\s*'([^']+)'/g)) {
    if (field === 'area') areas.push({ area: value, subAreas: [] });
    else areas[areas.length - 1]?.subAreas.push(value);
  }
  return areas;
}

/** Where a screen path is already declared: a `…_PATH` constant of web code, or any string of a web manifest. */
function routePathOwner(root, path) {
  const isServer = (file) => /^core\/server\/|^plugins\/[^/]+\/(server\.ts$|server\/|public\/server\/)/.test(file);
  const files = [...sourceFiles(root, 'core'), ...sourceFiles(root, 'plugins')].filter((file) => !isServer(file));
  const quoted = `'${path}'`;
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!text.includes(quoted)) continue;
    const manifest = /^plugins\/[^/]+\/index\.ts$/.test(file);
    const declared = [...text.matchAll(/(?:\b[A-Z][A-Z0-9_]*_PATH\s*=|\bpath:)\s*'([^']+)'/g)].some(
      (match) => match[1] === path,
    );
    if (manifest || declared) return file;
  }
  return null;
}

/** The file whose migration creates a table of that name, or null. */
function tableOwner(root, table) {
  const creates = new RegExp(`\\bcreate\\s+table\\s+(if\\s+not\\s+exists\\s+)?"?${table}"?\\s*\\(`, 'i');
  const files = [...sourceFiles(root, 'core/server'), ...sourceFiles(root, 'plugins')];
  return files.find((file) => creates.test(readFileSync(join(root, file), 'utf8'))) ?? null;
}

/** Edit distance, for naming the catalogue's closest areas. */
function distance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length];
}

/** The candidates nearest to the value, ignoring case; an `area:sub-area` is as near as its area. */
function closest(value, candidates, count = 3) {
  const near = (candidate) =>
    Math.min(
      distance(value.toLowerCase(), candidate.toLowerCase()),
      distance(value.toLowerCase(), candidate.split(':')[0].toLowerCase()),
    );
  return [...candidates].sort((a, b) => near(a) - near(b) || a.localeCompare(b)).slice(0, count);
}

// --- Checks ---------------------------------------------------------------------------------------------

/** A clear reason the name cannot be a plugin's, or null when it can. */
export function nameProblem(name, root) {
  if (!name) return `Name the plugin: ${USAGE}, e.g. npm run new-plugin demo-thing.`;
  if (!NAME.test(name)) {
    return `"${name}" is not a plugin name: use lower-case words of letters and digits joined by hyphens, starting with a letter (e.g. demo-thing).`;
  }
  if (name.length > 40) return `"${name}" is too long: a plugin name has at most 40 characters.`;
  if (RESERVED.has(name)) return `"${name}" is reserved: choose another plugin name.`;
  const { id } = pluginNames(name);
  const folders = pluginFolders(root);
  const taken = [id, name].find((folder) => folders.includes(folder));
  if (taken) return `A plugin named "${name}" already exists in plugins/${taken}.`;
  for (const list of ['plugins/index.ts', 'plugins/server.ts']) {
    if (new RegExp(`\\bfrom '\\./(${name}|${id})/`).test(readFileSync(join(root, list), 'utf8'))) {
      return `"${name}" is already listed in ${list}.`;
    }
  }
  return null;
}

/** Why --section names no section, or null. */
export function sectionProblem(section, root) {
  const sections = knownSections(root);
  if (sections.has(section)) return null;
  return `--section "${section}" is not a sidebar section; the known ones: ${[...sections.keys()].join(', ')} (the spec's are in core/workspace/specSections.ts; a plugin adds one with navSections and SectionIds).`;
}

/** Why --permission names no area (or sub-area) a resource's keys can use, or null. */
export function permissionProblem(permission, root) {
  const areas = catalogueAreas(root);
  const usable = areas.flatMap(({ area, subAreas }) =>
    subAreas.length > 0 ? subAreas.map((sub) => `${area}:${sub}`) : [area],
  );
  if (usable.includes(permission)) return null;
  const asKey = /^(.+):[crud]$/.exec(permission);
  if (asKey && usable.includes(asKey[1])) {
    return `--permission takes an area, not a key: --permission ${asKey[1]} gives the plugin the keys ${asKey[1]}:r, :c, :u and :d.`;
  }
  const [areaKey, ...rest] = permission.split(':');
  const area = areas.find((known) => known.area === areaKey);
  if (area && rest.length === 0) {
    return `The permission area "${areaKey}" is divided into sub-areas: name one, e.g. --permission ${areaKey}:${area.subAreas[0]} (its sub-areas: ${area.subAreas.join(', ')}).`;
  }
  if (area && area.subAreas.length === 0) {
    return `The permission area "${areaKey}" has no sub-areas: use --permission ${areaKey}.`;
  }
  const where = area ? `a sub-area of "${areaKey}"` : 'an area of the permission catalogue';
  return `--permission "${permission}" is not ${where} (core/contract/permissionCatalogue.ts); the closest: ${closest(permission, usable).join(', ')}.`;
}

/** Why --path cannot be the screen's route path, or null. */
export function pathProblem(path) {
  if (ROUTE_PATH.test(path)) return null;
  return `--path "${path}" is not a route path: start it with "/" and use lower-case segments of letters, digits and hyphens, e.g. /configure/demo-things.`;
}

/** Why --plural cannot be the plural of the entity's words, or null. */
export function pluralProblem(plural) {
  if (WORDS.test(plural)) return null;
  return `--plural "${plural}" is not the plural of the entity's words: use lower-case words of letters and digits joined by spaces or hyphens, e.g. --plural "stock locations".`;
}

// --- Settings and templates ----------------------------------------------------------------------------

const kebab = (id) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const propertyName = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`);

/**
 * Everything the templates are filled with, after every check: the names, the nav section (and the
 * plugin that contributes it), the route path, and the permission area the keys use. Throws
 * PluginGeneratorError naming the first problem; writes nothing.
 */
export function pluginSettings(root, name, options = {}) {
  const unknown = Object.keys(options).filter((flag) => options[flag] !== undefined && !FLAGS.includes(flag));
  if (unknown.length > 0) throw new PluginGeneratorError(`Unknown option --${unknown[0]}: ${USAGE}`);
  const problem =
    nameProblem(name, root) ??
    (options.section === undefined ? null : sectionProblem(options.section, root)) ??
    (options.permission === undefined ? null : permissionProblem(options.permission, root)) ??
    (options.path === undefined ? null : pathProblem(options.path)) ??
    (options.plural === undefined ? null : pluralProblem(options.plural));
  if (problem) throw new PluginGeneratorError(problem);

  const names = pluginNames(name, { plural: options.plural });
  const section = options.section ?? DEFAULT_SECTION;
  const sectionOwner = knownSections(root).get(section) ?? null;
  const path = options.path ?? `/${kebab(section)}/${name}`;
  const area = options.permission ?? names.id;
  const ownArea = options.permission === undefined;

  const table = tableOwner(root, names.snakes);
  if (table) {
    throw new PluginGeneratorError(
      `The table "${names.snakes}" already exists (${table}): choose another name, or another plural with --plural.`,
    );
  }
  if (ownArea && catalogueAreas(root).some((known) => known.area === names.id)) {
    throw new PluginGeneratorError(
      `"${names.id}" is already an area of the permission catalogue: choose another name, or use that area with --permission ${names.id}.`,
    );
  }
  const pathOwner = routePathOwner(root, path);
  if (pathOwner) {
    throw new PluginGeneratorError(
      `The path ${path} is already a screen's (${pathOwner}): choose another with --path.`,
    );
  }

  const [areaKey, subArea] = area.split(':');
  const permissionTree = subArea
    ? `{ ${propertyName(areaKey)}: { ${propertyName(subArea)}: flags } }`
    : `{ ${propertyName(areaKey)}: flags }`;
  return {
    names,
    section,
    sectionOwner,
    path,
    area,
    ownArea,
    placeholders: { ...names, section, sectionOwner: sectionOwner ?? '', path, area, permissionTree },
    conditions: { ownArea, sectionOwner: sectionOwner !== null },
  };
}

/** Keeps or drops the lines between `// #if <condition>`, `// #else` and `// #endif`. */
export function applyConditions(text, conditions, file = 'the plugin template') {
  const kept = [];
  const open = [];
  for (const line of text.split('\n')) {
    const directive = /^\s*\/\/ #(if|else|endif)\b\s*(\S*)\s*$/.exec(line);
    if (!directive) {
      if (open.every((frame) => frame.keep)) kept.push(line);
      continue;
    }
    const [, word, condition] = directive;
    if (word === 'if') {
      if (!(condition in conditions)) throw new Error(`Unknown condition "${condition}" in ${file}.`);
      open.push({ keep: Boolean(conditions[condition]), inElse: false });
    } else {
      const frame = open[open.length - 1];
      if (!frame || (word === 'else' && frame.inElse)) throw new Error(`A stray // #${word} in ${file}.`);
      if (word === 'else') Object.assign(frame, { keep: !frame.keep, inElse: true });
      else open.pop();
    }
  }
  if (open.length > 0) throw new Error(`An // #if without its // #endif in ${file}.`);
  return kept.join('\n');
}

function fill(text, placeholders, file) {
  return text.replace(/__([A-Za-z]+)__/g, (whole, key) => {
    if (!(key in placeholders)) throw new Error(`Unknown placeholder ${whole} in ${file}.`);
    return placeholders[key];
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
 * What the generator would write, without writing: the plugin's files (paths relative to root) and the
 * plugin lists with the plugin added. Throws PluginGeneratorError for a name or flag it refuses.
 */
export function planPlugin(root, name, options = {}) {
  const settings = pluginSettings(root, name, options);
  const folder = join('plugins', settings.names.id);
  const files = templateFiles(TEMPLATE_DIR)
    .map((template) => {
      const file = relative(TEMPLATE_DIR, template);
      const text = applyConditions(readFileSync(template, 'utf8'), settings.conditions, file);
      const path = join(folder, fill(file, settings.placeholders, file).slice(0, -TEMPLATE_SUFFIX.length));
      return { path, text: fill(text, settings.placeholders, file) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
  const lists = [
    ['plugins/index.ts', 'index.ts'],
    ['plugins/server.ts', 'server.ts'],
  ].map(([list, entry]) => ({
    path: list,
    text: addToPluginList(
      readFileSync(join(root, list), 'utf8'),
      `${settings.names.id}Plugin`,
      `./${settings.names.id}/${entry}`,
      list,
    ),
  }));
  return { ...settings, folder, files, lists };
}

/**
 * Writes plugins/<id>/ from the template and lists the plugin in plugins/index.ts and plugins/server.ts.
 * Returns the plan with the files written and changed, relative to root. Everything is checked before
 * the first file is written: a refused name or flag throws PluginGeneratorError and writes nothing.
 */
export function createPlugin(root, name, options = {}) {
  const plan = planPlugin(root, name, options);
  for (const { path, text } of plan.files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  for (const { path, text } of plan.lists) writeFileSync(join(root, path), text);
  return { ...plan, written: plan.files.map((file) => file.path), changed: plan.lists.map((list) => list.path) };
}
