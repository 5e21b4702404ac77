import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyConditions,
  nameProblem,
  parseArguments,
  planPlugin,
  PluginGeneratorError,
  pluginNames,
  type PluginPlan,
} from '../../scripts/pluginGenerator.mjs';
import { copyProject, PROJECT_ROOT, type ProjectCopy } from '../support/projectCopy.ts';
import {
  addPrivateEngineImport,
  DEMO_FOLDER,
  extendGeneratedPlugin,
  PRIVATE_IMPORT_FILE,
  PRIVATE_IMPORT_MESSAGE,
  removePrivateEngineImport,
} from './extendGeneratedPlugin.ts';

/** Every file under a folder with a hash of its content, by path relative to the folder. */
function fingerprint(folder: string): Record<string, string> {
  const prints: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else prints[relative(folder, path)] = createHash('sha1').update(readFileSync(path)).digest('hex');
    }
  };
  walk(folder);
  return prints;
}

/** The text of one planned file, by its path inside the plugin folder. */
function planned(plan: PluginPlan, file: string): string {
  const found = plan.files.find((entry) => entry.path === join(plan.folder, file));
  if (!found) throw new Error(`No ${file} among ${plan.files.map((entry) => entry.path).join(', ')}`);
  return found.text;
}

/** The message a refused plan throws. */
function refusal(name: string | undefined, options: Parameters<typeof planPlugin>[2] = {}): string {
  try {
    planPlugin(PROJECT_ROOT, name, options);
  } catch (error) {
    if (error instanceof PluginGeneratorError) return error.message;
    throw error;
  }
  throw new Error(`${name} ${JSON.stringify(options)} was not refused`);
}

const STOCK_LOCATIONS_FLAGS = [
  '--section',
  'inventory',
  '--permission',
  'inventory:locations',
  '--path=/inventory/stock-locations',
  '--plural',
  'stock locations',
];

describe('npm run new-plugin: names', () => {
  it('derives the plugin’s names from a kebab-case name', () => {
    expect(pluginNames('demo-thing')).toMatchObject({
      id: 'demoThing',
      entity: 'demoThing',
      Pascal: 'DemoThing',
      Pascals: 'DemoThings',
      snakes: 'demo_things',
      Titles: 'Demo things',
    });
    expect(pluginNames('policy').titles).toBe('policies');
    expect(pluginNames('status').Pascals).toBe('Statuses');
    expect(pluginNames('address').snakes).toBe('addresses');
  });

  it('takes a name already in the plural for the plural, and pluralises it no further', () => {
    expect(pluginNames('stock-locations')).toMatchObject({
      id: 'stockLocations',
      entity: 'stockLocation',
      Pascal: 'StockLocation',
      Pascals: 'StockLocations',
      snakes: 'stock_locations',
      title: 'stock location',
      Titles: 'Stock locations',
    });
    expect(pluginNames('tax-policies')).toMatchObject({ Pascal: 'TaxPolicy', Pascals: 'TaxPolicies' });
    expect(pluginNames('switches').Pascal).toBe('Switch');
  });

  it('lets --plural give the plural, the name then being the singular unless it is that plural', () => {
    expect(pluginNames('person', { plural: 'people' })).toMatchObject({
      id: 'person',
      Pascal: 'Person',
      Pascals: 'People',
      snakes: 'people',
      Titles: 'People',
    });
    expect(pluginNames('stock-location', { plural: 'stock locations' })).toMatchObject({
      Pascal: 'StockLocation',
      Pascals: 'StockLocations',
    });
    expect(pluginNames('stock-locations', { plural: 'stock locations' })).toMatchObject({
      Pascal: 'StockLocation',
      Pascals: 'StockLocations',
    });
    expect(pluginNames('status', { plural: 'statuses' })).toMatchObject({ Pascal: 'Status', Pascals: 'Statuses' });
  });

  it('refuses a bad, reserved or existing name with a clear message', () => {
    expect(nameProblem(undefined, PROJECT_ROOT)).toContain('npm run new-plugin <name>');
    expect(nameProblem('Demo Thing', PROJECT_ROOT)).toContain('is not a plugin name');
    expect(nameProblem('core', PROJECT_ROOT)).toContain('is reserved');
    expect(nameProblem('users', PROJECT_ROOT)).toBe('A plugin named "users" already exists in plugins/users.');
    expect(nameProblem('configuration-logs', PROJECT_ROOT)).toContain('plugins/configurationLogs');
    expect(nameProblem('demo-thing', PROJECT_ROOT)).toBeNull();
  });

  it('refuses a name whose table, permission area or screen path is taken', () => {
    expect(refusal('user')).toContain('The table "users" already exists');
    expect(refusal('monitor')).toContain('"monitor" is already an area of the permission catalogue');
    expect(refusal('logs')).toBe(
      "The path /configure/logs is already a screen's (plugins/configurationLogs/index.ts): choose another with --path.",
    );
  });
});

describe('npm run new-plugin: flags', () => {
  it('reads the name and the flags, as --flag value or --flag=value', () => {
    expect(parseArguments(['stock-locations', ...STOCK_LOCATIONS_FLAGS])).toEqual({
      name: 'stock-locations',
      options: {
        section: 'inventory',
        permission: 'inventory:locations',
        path: '/inventory/stock-locations',
        plural: 'stock locations',
      },
    });
    expect(() => parseArguments(['a', '--colour', 'red'])).toThrow(
      'Unknown option --colour: npm run new-plugin <name>',
    );
    expect(() => parseArguments(['a', '--section'])).toThrow('--section needs a value');
    expect(() => parseArguments(['a', '--path=/a', '--path=/b'])).toThrow('--path is given twice');
    expect(() => parseArguments(['a', 'b'])).toThrow('Give one plugin name, not "a" and "b"');
  });

  it('writes, by default, a configuration screen under Configure with a permission area of its own', () => {
    const plan = planPlugin(PROJECT_ROOT, 'demo-thing');
    expect(plan).toMatchObject({ folder: 'plugins/demoThing', section: 'configure', path: '/configure/demo-thing' });
    expect(planned(plan, 'index.ts')).toContain("section: 'configure'");
    expect(planned(plan, 'index.ts')).toContain('permissionAreas: DEMO_THING_AREAS');
    expect(planned(plan, 'server.ts')).toContain('permissionAreas: DEMO_THING_AREAS');
    expect(planned(plan, 'paths.ts')).toContain("export const DEMO_THING_AREA = 'demoThing';");
    expect(planned(plan, 'paths.ts')).toContain("export const DEMO_THING_PATH = '/configure/demo-thing';");
    expect(planned(plan, 'pages/DemoThingsPage.test.tsx')).toContain('permissions: { demoThing: flags }');
    expect(plan.lists.map((list) => list.path)).toEqual(['plugins/index.ts', 'plugins/server.ts']);
    expect(plan.lists[0]?.text).toContain("import demoThingPlugin from './demoThing/index.ts';");
  });

  it('lists the grid’s status and updated columns with the kit’s helpers', () => {
    const page = planned(planPlugin(PROJECT_ROOT, 'demo-thing'), 'pages/DemoThingsPage.tsx');
    expect(page).toContain(
      "import { enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';",
    );
    expect(page).toContain('enabledColumn((row) => row.enabled),');
    expect(page).toContain('updatedColumn(),');
    expect(page).not.toContain('Intl.DateTimeFormat');
  });

  it('puts the nav entry in --section, the screen at --path, and the keys in the --permission area', () => {
    const { options } = parseArguments(STOCK_LOCATIONS_FLAGS);
    const plan = planPlugin(PROJECT_ROOT, 'stock-locations', options);
    expect(plan).toMatchObject({ folder: 'plugins/stockLocations', area: 'inventory:locations', ownArea: false });
    expect(plan.files.map((file) => relative(plan.folder, file.path))).toEqual([
      'calls.ts',
      'contract.ts',
      'icons.tsx',
      'index.ts',
      'pages/StockLocationsPage.test.tsx',
      'pages/StockLocationsPage.tsx',
      'paths.ts',
      'server.ts',
      'server/stockLocations.test.ts',
      'server/stockLocationsResource.ts',
      'server/stockLocationsSeed.ts',
    ]);
    const manifest = planned(plan, 'index.ts');
    expect(manifest).toContain("section: 'inventory'");
    expect(manifest).not.toContain('permissionAreas');
    expect(manifest).toContain("dependsOn: ['resourceKit'],");
    expect(planned(plan, 'server.ts')).not.toContain('permissionAreas');
    const paths = planned(plan, 'paths.ts');
    expect(paths).toContain("export const STOCK_LOCATIONS_AREA = 'inventory:locations';");
    expect(paths).toContain('resourcePermissions(STOCK_LOCATIONS_AREA)');
    expect(paths).not.toContain('PermissionArea');
    expect(paths).toContain("export const STOCK_LOCATIONS_PATH = '/inventory/stock-locations';");
    expect(paths).toContain("idField: 'stockLocationId'");
    expect(planned(plan, 'pages/StockLocationsPage.test.tsx')).toContain(
      'permissions: { inventory: { locations: flags } }',
    );
    expect(planned(plan, 'server/stockLocations.test.ts')).toContain(
      'permissions: { inventory: { locations: flags } }',
    );
    expect(planned(plan, 'server.ts')).toContain('create table stock_locations (');
  });

  it('quotes a sub-area that is not a plain name, and derives the default path from the section', () => {
    const plan = planPlugin(PROJECT_ROOT, 'inbound-note', { section: 'monitor', permission: 'monitor:inbound api' });
    expect(plan.path).toBe('/monitor/inbound-note');
    expect(planned(plan, 'pages/InboundNotesPage.test.tsx')).toContain(
      "permissions: { monitor: { 'inbound api': flags } }",
    );
  });

  it('refuses an unknown section, area, path or plural in one line naming what would do', () => {
    expect(refusal('demo-thing', { section: 'monitoring' })).toBe(
      '--section "monitoring" is not a sidebar section; the known ones: dashboard, monitor, studio, configure, translator, inventory, reports, settings, reverse, users, transfer, dev (the spec\'s are in core/workspace/specSections.ts; a plugin adds one with navSections and SectionIds).',
    );
    expect(refusal('demo-thing', { permission: 'inventory:location' })).toContain(
      'the closest: inventory:locations, inventory:logs',
    );
    expect(refusal('demo-thing', { permission: 'reverse-sync' })).toContain(
      'the closest: reverseSync:configuration, reverseSync:events, reverseSync:subscribers.',
    );
    expect(refusal('demo-thing', { permission: 'inventory' })).toContain(
      'The permission area "inventory" is divided into sub-areas',
    );
    expect(refusal('demo-thing', { permission: 'triggers:r' })).toContain('--permission takes an area, not a key');
    expect(refusal('demo-thing', { path: 'configure/demo' })).toContain('is not a route path');
    expect(refusal('demo-thing', { path: '/Configure/Demo' })).toContain('is not a route path');
    expect(refusal('demo-thing', { path: '/monitor/order-listing' })).toContain('is already a screen');
    expect(refusal('demo-thing', { plural: 'Demo Things!' })).toContain('is not the plural');
    for (const message of [refusal('demo-thing', { section: 'x' }), refusal('demo-thing', { permission: 'x' })]) {
      expect(message).not.toContain('\n');
    }
  });

  it('takes a section a plugin adds, and declares the dependency on that plugin', () => {
    const root = mkdtempSync(join(tmpdir(), 'sdp-generator-'));
    try {
      for (const file of [
        'core/workspace/specSections.ts',
        'core/contract/permissionCatalogue.ts',
        'plugins/index.ts',
        'plugins/server.ts',
      ]) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        copyFileSync(join(PROJECT_ROOT, file), join(root, file));
      }
      mkdirSync(join(root, 'plugins', 'billing'));
      writeFileSync(
        join(root, 'plugins', 'billing', 'index.ts'),
        "declare module '../../core/plugin/manifest.ts' {\n  interface SectionIds {\n    billing: true;\n  }\n}\n",
      );
      const plan = planPlugin(root, 'invoice', { section: 'billing' });
      expect(plan).toMatchObject({ section: 'billing', sectionOwner: 'billing', path: '/billing/invoice' });
      expect(planned(plan, 'index.ts')).toContain("dependsOn: ['billing', 'resourceKit'],");
      expect(planned(plan, 'index.ts')).toContain("section: 'billing'");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('keeps or drops the template’s conditional lines', () => {
    const text = 'a\n// #if one\nb\n// #else\nc\n// #endif\n  // #if two\nd\n  // #endif\ne';
    expect(applyConditions(text, { one: true, two: false })).toBe('a\nb\ne');
    expect(applyConditions(text, { one: false, two: true })).toBe('a\nc\nd\ne');
    expect(() => applyConditions('// #if three\n// #endif', {})).toThrow('Unknown condition "three"');
    expect(() => applyConditions('// #if one\nx', { one: true })).toThrow('without its // #endif');
  });
});

/**
 * tsconfig.json's check of the copy, incremental: the check after the extension re-checks only what the
 * extension changed and what depends on it, from the first check's record in the copy.
 */
const WEB_TYPE_CHECK = ['-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', '.web.tsbuildinfo'];

describe('npm run new-plugin, in a copy of the project', () => {
  let copy: ProjectCopy;
  let coreBefore: Record<string, string>;
  const lists = ['plugins/index.ts', 'plugins/server.ts'];
  const generated = [DEMO_FOLDER, 'plugins/stockLocations', ...lists];

  beforeAll(() => {
    copy = copyProject();
    coreBefore = fingerprint(join(copy.root, 'core'));
  });
  afterAll(() => copy?.remove());

  it('writes both halves of demo-thing and their tests, lists the plugin once in each list, and refuses a second run', () => {
    const first = copy.run('node', ['scripts/new-plugin.mjs', 'demo-thing']);
    expect(first.status, first.output).toBe(0);
    const files = Object.keys(fingerprint(join(copy.root, DEMO_FOLDER))).sort();
    expect(files).toEqual([
      'calls.ts',
      'contract.ts',
      'icons.tsx',
      'index.ts',
      'pages/DemoThingsPage.test.tsx',
      'pages/DemoThingsPage.tsx',
      'paths.ts',
      'server.ts',
      'server/demoThings.test.ts',
      'server/demoThingsResource.ts',
      'server/demoThingsSeed.ts',
    ]);
    for (const list of lists) {
      const text = readFileSync(join(copy.root, list), 'utf8');
      expect(text.match(/demoThingPlugin/g), list).toHaveLength(2);
      expect(text, list).toContain("from './demoThing/");
    }
    const again = copy.run('node', ['scripts/new-plugin.mjs', 'demo-thing']);
    expect(again.status).toBe(1);
    expect(again.output.trim()).toBe('A plugin named "demo-thing" already exists in plugins/demoThing.');
    expect(fingerprint(join(copy.root, 'core'))).toEqual(coreBefore);
  });

  it('refuses a bad flag in one line, writing nothing', () => {
    const listsBefore = lists.map((list) => readFileSync(join(copy.root, list), 'utf8'));
    const refused = copy.run('node', ['scripts/new-plugin.mjs', 'stock-locations', '--permission', 'inventory:stocks']);
    expect(refused.status).toBe(1);
    expect(refused.output.trim()).toMatch(/^--permission "inventory:stocks" is not a sub-area of "inventory".*[^\n]$/);
    expect(existsSync(join(copy.root, 'plugins', 'stockLocations'))).toBe(false);
    expect(lists.map((list) => readFileSync(join(copy.root, list), 'utf8'))).toEqual(listsBefore);
  });

  it('writes stock-locations with every flag: its section, path, plural and an area of the catalogue', () => {
    const result = copy.run('node', ['scripts/new-plugin.mjs', 'stock-locations', ...STOCK_LOCATIONS_FLAGS]);
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain("Its screen is /inventory/stock-locations, in the sidebar's inventory section");
    const folder = join(copy.root, 'plugins', 'stockLocations');
    expect(Object.keys(fingerprint(folder))).toContain('pages/StockLocationsPage.tsx');
    expect(readFileSync(join(folder, 'index.ts'), 'utf8')).toContain("section: 'inventory'");
  });

  it('type-checks, lints and is formatted as written', () => {
    for (const [command, args] of [
      ['tsc', WEB_TYPE_CHECK],
      ['tsc', ['-p', 'tsconfig.server.json', '--noEmit']],
      ['eslint', ['--max-warnings=0', ...generated]],
      ['prettier', ['--check', ...generated]],
    ] as const) {
      const result = copy.run(command, args);
      expect(result.status, `${command} ${args.join(' ')}\n${result.output}`).toBe(0);
    }
  });

  it('passes its own workspace and server tests', () => {
    const unit = copy.run('vitest', ['run', '--project', 'unit', DEMO_FOLDER, 'plugins/stockLocations']);
    expect(unit.status, unit.output).toBe(0);
    expect(unit.output).toMatch(/Tests\s+.*6 passed/);
    const server = copy.run('vitest', ['run', '--project', 'server', DEMO_FOLDER, 'plugins/stockLocations']);
    expect(server.status, server.output).toBe(0);
    expect(server.output).toMatch(/Tests\s+.*10 passed/);
  });

  it('is extended with a public route, a section, a help page and the engine’s public API, with no core file changed', () => {
    extendGeneratedPlugin(copy.root);
    addPrivateEngineImport(copy.root);
    // tsconfig.json type-checks both halves (the server build's own check ran on the generated plugin above).
    const types = copy.run('tsc', WEB_TYPE_CHECK);
    expect(types.status, types.output).toBe(0);

    // One lint run: the extended plugin lints clean but for the import of a private engine file.
    const report = join(copy.root, 'lint-report.json');
    const lint = copy.run('eslint', ['--max-warnings=0', '--format', 'json', '--output-file', report, ...generated]);
    expect(lint.status, lint.output).toBe(1);
    const problems = (
      JSON.parse(readFileSync(report, 'utf8')) as { filePath: string; messages: { message: string }[] }[]
    ).flatMap((result) => result.messages.map((message) => [relative(copy.root, result.filePath), message.message]));
    expect(problems).toEqual([[PRIVATE_IMPORT_FILE, PRIVATE_IMPORT_MESSAGE]]);
    removePrivateEngineImport(copy.root);

    const unit = copy.run('vitest', ['run', '--project', 'unit', `${DEMO_FOLDER}/extension.test.tsx`]);
    expect(unit.status, unit.output).toBe(0);
    expect(unit.output).toMatch(/Tests\s+.*3 passed/);
    const server = copy.run('vitest', ['run', '--project', 'server', `${DEMO_FOLDER}/server/orderCount.test.ts`]);
    expect(server.status, server.output).toBe(0);
    expect(server.output).toMatch(/Tests\s+.*1 passed/);
    expect(fingerprint(join(copy.root, 'core'))).toEqual(coreBefore);
  });
});
