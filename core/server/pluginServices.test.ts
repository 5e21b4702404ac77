import { describe, expect, it } from 'vitest';
import { PluginServiceRegistry, provide, serverToken } from './pluginServices.ts';

interface Greeting {
  hello(): string;
}
const Greeting = serverToken<Greeting>('greeter', 'Greeting');

describe('the services plugins provide each other', () => {
  const registry = new PluginServiceRegistry();
  registry.add('greeter', [provide(Greeting, { hello: () => 'hello' })]);

  it('hands a service to the plugin that provides it and to those that depend on it', () => {
    expect(registry.lookupFor({ id: 'greeter' })(Greeting).hello()).toBe('hello');
    expect(
      registry
        .lookupFor({ id: 'visitor', dependsOn: ['greeter'] })(Greeting)
        .hello(),
    ).toBe('hello');
  });

  it('refuses a plugin that has not declared the dependency, saying where to declare it', () => {
    expect(() => registry.lookupFor({ id: 'visitor' })(Greeting)).toThrow(
      'Plugin "visitor" uses greeter.Greeting without depending on "greeter": add it to dependsOn in plugins/visitor/server.ts',
    );
  });

  it('names a token no plugin provides', () => {
    const Farewell = serverToken<Greeting>('greeter', 'Farewell');
    expect(() => registry.lookupFor(null)(Farewell)).toThrow(
      'greeter.Farewell is not provided: plugin "greeter" offers no such service',
    );
  });

  it("refuses a plugin providing another plugin's token, or a token twice", () => {
    expect(() => registry.add('visitor', [provide(Greeting, { hello: () => 'hi' })])).toThrow(
      'Plugin "visitor" provides greeter.Greeting: a plugin provides only its own tokens',
    );
    expect(() => registry.add('greeter', [provide(Greeting, { hello: () => 'hi' })])).toThrow(
      'greeter.Greeting is provided twice',
    );
  });
});
