import gettingStarted from './content/getting-started.md?raw';
import dashboard from './content/dashboard.md?raw';
import monitor from './content/monitor.md?raw';
import studio from './content/studio.md?raw';
import configure from './content/configure.md?raw';
import translator from './content/translator.md?raw';
import inventory from './content/inventory.md?raw';
import reports from './content/reports.md?raw';
import settings from './content/settings.md?raw';
import reverse from './content/reverse.md?raw';
import users from './content/users.md?raw';
import transfer from './content/transfer.md?raw';
import dev from './content/dev.md?raw';
import keyboard from './content/keyboard.md?raw';
import account from './content/account.md?raw';

export interface DocSource {
  /** The `url` query parameter of the docs window. */
  slug: string;
  markdown: string;
}

/**
 * The pages of the user documentation in reading order (the table of contents follows it). Only the
 * docs window and the lazily loaded search index import this module, so the Markdown never lands in
 * the console's main chunk.
 */
export const DOC_SOURCES: readonly DocSource[] = [
  { slug: 'getting-started', markdown: gettingStarted },
  { slug: 'dashboard', markdown: dashboard },
  { slug: 'monitor', markdown: monitor },
  { slug: 'studio', markdown: studio },
  { slug: 'configure', markdown: configure },
  { slug: 'translator', markdown: translator },
  { slug: 'inventory', markdown: inventory },
  { slug: 'reports', markdown: reports },
  { slug: 'settings', markdown: settings },
  { slug: 'reverse', markdown: reverse },
  { slug: 'users', markdown: users },
  { slug: 'transfer', markdown: transfer },
  { slug: 'dev', markdown: dev },
  { slug: 'keyboard', markdown: keyboard },
  { slug: 'account', markdown: account },
];
