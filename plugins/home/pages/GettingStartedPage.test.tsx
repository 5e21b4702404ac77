import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { consolePlugin, operatorPermissions } from '../../../tests/workspace/testPlugins.tsx';

describe('Getting Started', () => {
  it("says what the console does and lists the user's permitted areas as links", async () => {
    await renderWorkspace({
      plugins: [consolePlugin],
      user: makeUser({ firstname: 'Oskar', permissions: operatorPermissions }),
    });
    const summary = await screen.findByText(/A web console for operators of a telecom-style provider/);
    // Only the areas this console has screens in (the fixture's): no reports or reverse sync promised.
    expect(summary.textContent).toMatch(/It covers the Dashboard, Monitor, Inventory and Users areas\.$/);
    expect(summary.textContent).not.toMatch(/reverse|reports/i);
    expect(screen.getByText('Welcome, Oskar')).toBeTruthy();
    const areas = screen.getByRole('region', { name: 'Your areas' });
    const titles = within(areas)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Dashboard', 'Monitor']);
    expect(within(areas).getByRole('link', { name: 'Monitor' }).getAttribute('href')).toBe(
      '/sdp/monitor/order-listing',
    );
    expect(within(areas).getByRole('link', { name: 'Worklist' }).getAttribute('href')).toBe('/sdp/monitor/worklist');
  });

  it('lists the most useful shortcuts from the registry, the palette first', async () => {
    await renderWorkspace({ plugins: [consolePlugin] });
    const panel = await screen.findByRole('region', { name: 'Keyboard shortcuts' });
    const rows = within(panel)
      .getAllByRole('listitem')
      .map((row) => row.textContent ?? '');
    expect(rows[0]).toMatch(/^Open command palette/);
    expect(rows.some((row) => row.startsWith('Toggle full screen') && row.endsWith('F'))).toBe(true);
    expect(rows.some((row) => row.startsWith('Go to Orders'))).toBe(true);
  });

  it('tells a user without any area whom to ask', async () => {
    await renderWorkspace({ plugins: [consolePlugin], user: makeUser({ permissions: {} }) });
    expect(await screen.findByText(/No areas are open to your account yet/)).toBeTruthy();
  });

  it('says why it opened instead of a landing page whose screen does not exist', async () => {
    await renderWorkspace({ plugins: [consolePlugin], user: makeUser({ landingPage: '/transfer' }) });
    const notice = await screen.findByRole('status', { name: '' });
    expect(notice.textContent).toMatch(/Your landing page, \/transfer, is not a screen of this console yet/);
  });

  it('says nothing about a landing page that opens', async () => {
    await renderWorkspace({ plugins: [consolePlugin], user: makeUser({ landingPage: '/dashboard' }) });
    await screen.findByRole('region', { name: 'Your areas' });
    expect(screen.queryByText(/Your landing page/)).toBeNull();
  });
});
