import type { HelpPageDefinition } from '../../core/plugin/manifest.ts';

/**
 * The console's user documentation, contributed as help pages like any plugin's: the docs window reads
 * them all from the registry. Each page loads on first use, outside the console's main chunk; the
 * orders follow the sidebar sections (10 … 120), with Getting Started first and the general pages last.
 */
export const DOCS_HELP_PAGES: readonly HelpPageDefinition[] = [
  { slug: 'getting-started', order: 0, load: () => import('./content/getting-started.md?raw') },
  { slug: 'dashboard', order: 10, load: () => import('./content/dashboard.md?raw') },
  { slug: 'monitor', order: 20, load: () => import('./content/monitor.md?raw') },
  { slug: 'studio', order: 30, load: () => import('./content/studio.md?raw') },
  { slug: 'configure', order: 40, load: () => import('./content/configure.md?raw') },
  { slug: 'translator', order: 50, load: () => import('./content/translator.md?raw') },
  { slug: 'inventory', order: 60, load: () => import('./content/inventory.md?raw') },
  { slug: 'reports', order: 70, load: () => import('./content/reports.md?raw') },
  { slug: 'settings', order: 80, load: () => import('./content/settings.md?raw') },
  { slug: 'reverse', order: 90, load: () => import('./content/reverse.md?raw') },
  { slug: 'users', order: 100, load: () => import('./content/users.md?raw') },
  { slug: 'transfer', order: 110, load: () => import('./content/transfer.md?raw') },
  { slug: 'dev', order: 120, load: () => import('./content/dev.md?raw') },
  { slug: 'keyboard', order: 900, load: () => import('./content/keyboard.md?raw') },
  { slug: 'account', order: 910, load: () => import('./content/account.md?raw') },
];
