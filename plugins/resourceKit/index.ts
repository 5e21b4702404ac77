import { definePlugin } from '../../core/plugin/manifest.ts';

/**
 * The resource kit: a configuration screen declared, not written — the listing on the core grid, the record's
 * form and side panel, bulk actions, export and the audit log (`public/web/`), from the same descriptor the
 * server half's routes are made of (`public/server/`, `public/contract/`). No screen of its own: the plugins
 * that declare resources depend on it.
 */
export default definePlugin({
  id: 'resourceKit',
  routes: [],
  nav: [],
  commands: [],
});
