import type { ServerPlugin } from '../core/server/serverPlugin.ts';

/** The server halves of the enabled feature plugins. Adding a feature is one line here. */
export const plugins: readonly ServerPlugin[] = [];
