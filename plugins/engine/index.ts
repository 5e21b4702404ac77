import { definePlugin } from '../../core/plugin/manifest.ts';

/**
 * The engine's web half has no screen of its own: its public folder holds what the screens built on the
 * engine share (the order and workflow contract, the order stream, the workflow graph's drawing, the
 * studios' frame and the links to orders and studios). Plugins that import it name the engine in their
 * manifest's dependencies.
 */
export default definePlugin({
  id: 'engine',
  dependsOn: ['resourceKit'],
  routes: [],
  nav: [],
  commands: [],
});
