import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/server/config.ts';
import { createRuntime } from '../../core/server/runtime.ts';
import { defineServerPlugin } from '../../core/server/serverPlugin.ts';
import { plugins } from '../../plugins/server.ts';
import { TEST_SERVER_ENV } from './support/seededTemplate.ts';
import { emptyDatabaseSnapshot } from './support/testServer.ts';

const config = loadConfig({ ...TEST_SERVER_ENV, SDP_DATA_DIR: 'memory://' });

describe('the server plugins’ dependencies', () => {
  it('refuse a start with a plugin whose dependency is disabled, naming both', async () => {
    const withoutTranslator = plugins.filter((plugin) => plugin.id !== 'translator');
    await expect(createRuntime({ config, plugins: withoutTranslator })).rejects.toThrow(
      'Plugin "engine" depends on "translator", which is not enabled: enable "translator" in plugins/server.ts or disable "engine"',
    );
  });

  it('refuse plugins that depend on each other in a cycle', async () => {
    const first = defineServerPlugin({ id: 'first', dependsOn: ['second'], routes: () => [] });
    const second = defineServerPlugin({ id: 'second', dependsOn: ['first'], routes: () => [] });
    await expect(createRuntime({ config, plugins: [...plugins, first, second] })).rejects.toThrow(
      'Plugins depend on each other in a cycle: "first" → "second" → "first"',
    );
  });

  it('start each plugin after the plugins it depends on, wherever it is listed', async () => {
    const started: string[] = [];
    const late = defineServerPlugin({
      id: 'late',
      dependsOn: ['engine'],
      routes: () => {
        started.push('late');
        return [];
      },
    });
    // Listed first, it still starts after the engine and the plugins the engine depends on.
    const { snapshot } = await emptyDatabaseSnapshot();
    const runtime = await createRuntime({
      config: loadConfig({ ...TEST_SERVER_ENV, SDP_DATA_DIR: 'memory://', SDP_DEMO: '0' }),
      ...(snapshot ? { embeddedSnapshot: snapshot } : {}),
      plugins: [
        late,
        ...plugins.map((plugin) => ({
          ...plugin,
          routes: (services: Parameters<typeof plugin.routes>[0]) => {
            started.push(plugin.id);
            return plugin.routes(services);
          },
        })),
      ],
    });
    try {
      expect(started.indexOf('late')).toBeGreaterThan(started.indexOf('engine'));
      expect(started.indexOf('engine')).toBeGreaterThan(started.indexOf('forms'));
      expect(started.indexOf('engine')).toBeGreaterThan(started.indexOf('translator'));
    } finally {
      await runtime.close();
    }
  });
});
