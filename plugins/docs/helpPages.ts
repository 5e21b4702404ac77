import type { HelpPageDefinition } from '../../core/plugin/manifest.ts';

/**
 * The docs plugin's own pages: those about the console as a whole. A page about a screen is contributed
 * by the plugin that owns the screen (its manifest's `helpPages`, from its `help/` folder), so a screen
 * that is not there has no page. Each page loads on first use, outside the console's main chunk; the
 * orders of the plugins' pages follow the sidebar sections (10 … 120), Getting Started first, these last.
 */
export const DOCS_HELP_PAGES: readonly HelpPageDefinition[] = [
  { slug: 'getting-started', order: 0, load: () => import('./content/getting-started.md?raw') },
  { slug: 'keyboard', order: 900, load: () => import('./content/keyboard.md?raw') },
];
