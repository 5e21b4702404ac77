import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error The generator is a plain Node script without types.
import { nameProblem, pluginNames } from '../../scripts/pluginGenerator.mjs';
import { copyProject, PROJECT_ROOT, type ProjectCopy } from '../support/projectCopy.ts';
import { extendGeneratedPlugin } from './extendGeneratedPlugin.ts';

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

describe('npm run new-plugin: names', () => {
  it('derives the plugin’s names from a kebab-case name', () => {
    expect(pluginNames('demo-thing')).toMatchObject({
      id: 'demoThing',
      Pascal: 'DemoThing',
      snakes: 'demo_things',
      Titles: 'Demo things',
    });
    expect(pluginNames('policy').titles).toBe('policies');
  });

  it('refuses a bad, reserved or existing name with a clear message', () => {
    expect(nameProblem(undefined, PROJECT_ROOT)).toContain('npm run new-plugin <name>');
    expect(nameProblem('Demo Thing', PROJECT_ROOT)).toContain('is not a plugin name');
    expect(nameProblem('core', PROJECT_ROOT)).toContain('is reserved');
    expect(nameProblem('users', PROJECT_ROOT)).toBe('A plugin named "users" already exists in plugins/users.');
    expect(nameProblem('configuration-logs', PROJECT_ROOT)).toContain('plugins/configurationLogs');
    expect(nameProblem('demo-thing', PROJECT_ROOT)).toBeNull();
  });
});

describe('npm run new-plugin demo-thing, in a copy of the project', () => {
  let copy: ProjectCopy;
  let coreBefore: Record<string, string>;

  beforeAll(() => {
    copy = copyProject();
    coreBefore = fingerprint(join(copy.root, 'core'));
  });
  afterAll(() => copy?.remove());

  it('writes both halves and their tests, lists the plugin once in each list, and refuses a second run', () => {
    const first = copy.run('node', ['scripts/new-plugin.mjs', 'demo-thing']);
    expect(first.status, first.output).toBe(0);
    const files = Object.keys(fingerprint(join(copy.root, 'plugins', 'demo-thing'))).sort();
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
    for (const list of ['plugins/index.ts', 'plugins/server.ts']) {
      const text = readFileSync(join(copy.root, list), 'utf8');
      expect(text.match(/demoThingPlugin/g), list).toHaveLength(2);
    }
    const again = copy.run('node', ['scripts/new-plugin.mjs', 'demo-thing']);
    expect(again.status).toBe(1);
    expect(again.output).toContain('A plugin named "demo-thing" already exists in plugins/demo-thing.');
    expect(fingerprint(join(copy.root, 'core'))).toEqual(coreBefore);
  });

  it('type-checks, lints and is formatted as written', () => {
    for (const [command, args] of [
      ['tsc', ['-p', 'tsconfig.json', '--noEmit']],
      ['tsc', ['-p', 'tsconfig.server.json', '--noEmit']],
      ['eslint', ['--max-warnings=0', 'plugins/demo-thing', 'plugins/index.ts', 'plugins/server.ts']],
      ['prettier', ['--check', 'plugins/demo-thing', 'plugins/index.ts', 'plugins/server.ts']],
    ] as const) {
      const result = copy.run(command, args);
      expect(result.status, `${command} ${args.join(' ')}\n${result.output}`).toBe(0);
    }
  });

  it('passes its own workspace and server tests', () => {
    const unit = copy.run('vitest', ['run', '--project', 'unit', 'plugins/demo-thing']);
    expect(unit.status, unit.output).toBe(0);
    expect(unit.output).toMatch(/Tests\s+.*3 passed/);
    const server = copy.run('vitest', ['run', '--project', 'server', 'plugins/demo-thing']);
    expect(server.status, server.output).toBe(0);
    expect(server.output).toMatch(/Tests\s+.*5 passed/);
  });

  it('adds a public route, its own sidebar section and a help page from its folder, with no core file changed', () => {
    extendGeneratedPlugin(copy.root);
    const unit = copy.run('vitest', ['run', '--project', 'unit', 'plugins/demo-thing/extension.test.tsx']);
    expect(unit.status, unit.output).toBe(0);
    expect(unit.output).toMatch(/Tests\s+.*2 passed/);
    const types = copy.run('tsc', ['-p', 'tsconfig.json', '--noEmit']);
    expect(types.status, types.output).toBe(0);
    expect(fingerprint(join(copy.root, 'core'))).toEqual(coreBefore);
  });
});
