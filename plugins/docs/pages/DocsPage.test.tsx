import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ContainerProvider } from '../../../core/di/ContainerContext.tsx';
import { collectContributions } from '../../../core/plugin/collectContributions.ts';
import { definePlugin, type PluginManifest } from '../../../core/plugin/manifest.ts';
import { PluginContributions } from '../../../core/plugin/PluginContributions.ts';
import { BUILT_IN_PLUGINS } from '../../../core/workspace/createWorkspace.ts';
import { MobxShortcutHelpController, ShortcutHelpController } from '../../../core/shell/help/ShortcutHelpController.ts';
import { DOCS_REFRESH_WARNING, MISSING_DOC_URL_MESSAGE } from '../docsMessages.ts';
import { plugins as enabledPlugins } from '../../index.ts';
import DocsPage from './DocsPage.tsx';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

let help: ShortcutHelpController;

// Plain selectors below: role queries over a whole documentation page take seconds in jsdom.
function article(): HTMLElement {
  const element = document.querySelector('article');
  if (!element) throw new Error('no article');
  return element;
}

function contents(): HTMLElement {
  const element = document.querySelector<HTMLElement>('nav[aria-label="Documentation contents"]');
  if (!element) throw new Error('no contents');
  return element;
}

function linkIn(scope: HTMLElement, text: string): HTMLAnchorElement {
  const link = [...scope.querySelectorAll('a')].find((candidate) => candidate.textContent === text);
  if (!link) throw new Error(`no link "${text}"`);
  return link;
}

/** The docs read every plugin's help pages: the enabled console's, as in the product. */
const ENABLED: readonly PluginManifest[] = [...BUILT_IN_PLUGINS, ...enabledPlugins];

async function renderDocs(entry: string, plugins: readonly PluginManifest[] = ENABLED) {
  const container = new Container();
  container.bind(PluginContributions).toConstantValue(collectContributions(plugins));
  container.bind<ShortcutHelpController>(ShortcutHelpController).to(MobxShortcutHelpController).inSingletonScope();
  help = container.get<ShortcutHelpController>(ShortcutHelpController);
  const view = render(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/docs" element={<DocsPage />} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </ContainerProvider>,
  );
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return view;
}

afterEach(() => vi.restoreAllMocks());

describe('DocsPage', () => {
  it('shows exactly the spec message when opened without its url', async () => {
    await renderDocs('/docs');
    const main = screen.getByRole('main');
    expect(main.textContent).toBe(MISSING_DOC_URL_MESSAGE);
    expect(MISSING_DOC_URL_MESSAGE).toBe('Document URL missing! Please reopen the document.');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders the page named by url with its Markdown headings as anchors', async () => {
    await renderDocs('/docs?url=monitor');
    const page = article();
    expect(page.querySelector('h1')?.textContent).toBe('Monitor');
    const worklist = page.querySelector('#doc-worklist');
    expect(worklist?.tagName).toBe('H2');
    expect(worklist?.textContent).toMatch(/^Worklist/);
    expect(page.querySelector('#doc-order-states')?.tagName).toBe('H3');
    expect(page.querySelectorAll('table').length).toBeGreaterThan(0);

    expect(linkIn(contents(), 'Monitor').getAttribute('aria-current')).toBe('page');
    expect(linkIn(contents(), 'Worklist').getAttribute('href')).toBe('/docs?url=monitor#worklist');
    expect(linkIn(contents(), 'Keyboard shortcuts').getAttribute('aria-current')).toBeNull();
  });

  it('lists its own keys in the shortcut help while it is open', async () => {
    const { unmount } = await renderDocs('/docs?url=keyboard');
    // The window registers its keys in an effect, which React may run after the commit that shows it.
    const group = await waitFor(() => {
      const registered = help.screenGroups.find((candidate) => candidate.title === 'Documentation');
      expect(registered).toBeDefined();
      return registered;
    });
    expect(group?.shortcuts.map((shortcut) => shortcut.keys)).toContainEqual(['/']);
    unmount();
    expect(help.screenGroups).toEqual([]);
  });

  it('shows the help pages other plugins contribute, in their place in the contents', async () => {
    const billing = definePlugin({
      id: 'billing',
      helpPages: [
        {
          slug: 'billing',
          order: 65,
          load: () =>
            Promise.resolve({ default: '# Billing\n\nInvoices for partner accounts.\n\n## Disputes\n\nText.' }),
        },
      ],
      routes: [],
      nav: [],
      commands: [],
    });
    await renderDocs('/docs?url=billing', [...ENABLED, billing]);
    expect(article().querySelector('h1')?.textContent).toBe('Billing');
    const titles = [...contents().querySelectorAll('a')].map((link) => link.textContent);
    expect(titles.indexOf('Billing')).toBe(titles.indexOf('Inventory') + 1);
  });

  it('says so when the url names no page', async () => {
    await renderDocs('/docs?url=nothing-here');
    expect(article().querySelector('h1')?.textContent).toBe('Page not found');
    expect(linkIn(contents(), 'Getting started')).toBeTruthy();
  });

  it('searches all pages from the search box that / focuses, and jumps to the match', async () => {
    const user = userEvent.setup();
    await renderDocs('/docs?url=getting-started');
    await user.keyboard('/');
    const search = screen.getByRole('combobox', { name: 'Search documentation' });
    expect(document.activeElement).toBe(search);

    await user.keyboard('backoff');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]?.textContent).toMatch(/Steps/);
    await user.keyboard('{Enter}');

    expect(screen.getByTestId('location').textContent).toBe('/docs?url=studio#steps');
    expect(article().querySelector('h1')?.textContent).toBe('Studio');
    expect(document.activeElement?.id).toBe('doc-steps');
  });

  it('keeps links between pages inside the docs window', async () => {
    const user = userEvent.setup();
    await renderDocs('/docs?url=dashboard');
    await user.click(linkIn(article(), 'Order states'));
    expect(screen.getByTestId('location').textContent).toBe('/docs?url=monitor#order-states');
    expect(article().querySelector('h1')?.textContent).toBe('Monitor');
  });

  it('opens the contents as a drawer that Esc closes, returning focus to its button', async () => {
    const user = userEvent.setup();
    await renderDocs('/docs?url=settings');
    const button = screen.getByRole('button', { name: 'Contents' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(linkIn(contents(), 'Settings'));
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(false);
  });

  it('warns with the spec string when the window is about to be refreshed', async () => {
    await renderDocs('/docs?url=monitor');
    // jsdom's BeforeUnloadEvent keeps only the legacy boolean returnValue, so the event carries a plain one.
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    Object.defineProperty(event, 'returnValue', { value: '', writable: true });
    window.dispatchEvent(event);
    expect(event.returnValue).toBe(DOCS_REFRESH_WARNING);
    expect(event.defaultPrevented).toBe(true);
    expect(DOCS_REFRESH_WARNING).toBe('Are you sure you want to refresh? Unsaved changes might be lost.');
  });

  it('asks with the spec string before a refresh key reloads', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await renderDocs('/docs?url=monitor');
    const event = new KeyboardEvent('keydown', { key: 'F5', bubbles: true, cancelable: true });
    window.dispatchEvent(event);
    expect(confirm).toHaveBeenCalledWith(DOCS_REFRESH_WARNING);
    expect(event.defaultPrevented).toBe(true);

    confirm.mockClear();
    await user.keyboard('{Control>}r{/Control}');
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
