import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prepareGridTests, renderWithGrid } from '../../tests/support/gridDoubles.tsx';
import { columnTexts, headerTexts, peopleGrid } from '../../tests/support/gridPeople.tsx';
import { makeUser } from '../../tests/support/sessionDoubles.ts';
import { createViewsGridHarness } from './testing/viewsDoubles.ts';

/** The views plugged into core's DataGrid: column layouts kept on the server, and the Views menu. */

prepareGridTests();

describe('DataGrid with the views plugin: columns', () => {
  it('remembers the column layout per user, on the server, past signing out', async () => {
    const harness = await createViewsGridHarness();
    const grid = peopleGrid();
    const first = renderWithGrid(grid, { harness });
    await screen.findByRole('grid');
    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('dialog', { name: 'Columns' });
    const status = within(menu).getByRole('checkbox', { name: 'Status' });
    await first.user.click(status);
    // Alt+↑ on a column's checkbox moves it up, and focus stays with it.
    await first.user.click(within(menu).getByRole('checkbox', { name: 'Logins' }));
    await first.user.click(within(menu).getByRole('checkbox', { name: 'Logins' }));
    await first.user.keyboard('{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
    expect((document.activeElement as HTMLInputElement).getAttribute('data-column')).toBe('logins');
    expect(headerTexts()).toEqual(['Name', 'Logins', 'Email']);
    await waitFor(() => expect(harness.http.columns.get('t-1/u-alice/people')?.order[1]).toBe('logins'), {
      timeout: 3000,
    });
    first.unmount();

    // Signing out clears the local storage; the layout comes back from the server.
    await harness.storage.clear();
    const again = renderWithGrid(grid, { harness });
    await screen.findByRole('grid');
    expect(headerTexts()).toEqual(['Name', 'Logins', 'Email']);
    again.unmount();

    harness.session.user = makeUser({ userId: 'u-bob', username: 'bob' });
    renderWithGrid(grid, { harness });
    await screen.findByRole('grid');
    expect(headerTexts()).toEqual(['Name', 'Email', 'Status', 'Logins']);
  });
});

describe('DataGrid saved views', () => {
  it('applies a saved view: filters and sort into the URL, columns into the layout', async () => {
    const harness = await createViewsGridHarness();
    harness.http.addView('Locked by logins', {
      filters: { status: ['LOCKED'] },
      sort: [{ id: 'logins', desc: true }],
      columns: { order: ['name', 'logins', 'status'], hidden: ['email'] },
    });
    harness.http.addView(
      'Team view',
      { filters: {}, sort: [], columns: { order: [], hidden: [] } },
      { own: false, shared: true },
    );
    const { user } = renderWithGrid(peopleGrid(), { url: '/people?people.q=a', harness });
    await screen.findByRole('grid');

    await user.click(screen.getByRole('button', { name: 'Views' }));
    const menu = screen.getByRole('dialog', { name: 'Saved views' });
    expect(await within(menu).findByText('Team view')).toBeTruthy();
    expect(within(menu).getByText('by Bob Other')).toBeTruthy();
    await user.click(within(menu).getByRole('button', { name: 'Locked by logins' }));

    // Created is hidden by default and the view does not name it, so it stays hidden.
    expect(headerTexts()).toEqual(['Name', 'Logins', 'Status']);
    expect(columnTexts('Name')).toEqual(['alice Jones', 'Bea Visser']);
    const location = screen.getByTestId('location').textContent ?? '';
    expect(location).toContain('people.f.status=LOCKED');
    expect(location).toContain('people.sort=logins%3Adesc');
    expect(location).not.toContain('people.q');
    expect(screen.getByRole('button', { name: 'Locked by logins' })).toBeTruthy();
  });

  it('saves the current view, shared with the tenant', async () => {
    const harness = await createViewsGridHarness();
    const { user } = renderWithGrid(peopleGrid(), {
      url: '/people?people.sort=name:asc&people.f.created=2025-01-01..2025-01-31',
      harness,
    });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    const menu = screen.getByRole('dialog', { name: 'Saved views' });
    await user.type(within(menu).getByLabelText('Save the current view as'), 'January');
    await user.click(within(menu).getByRole('checkbox', { name: 'Share with everyone in the tenant' }));
    await user.click(within(menu).getByRole('button', { name: 'Save view' }));

    await waitFor(() => expect(harness.http.views).toHaveLength(1));
    expect(harness.http.views[0]).toMatchObject({
      name: 'January',
      shared: true,
      state: {
        filters: { created: '2025-01-01..2025-01-31' },
        sort: [{ id: 'name', desc: false }],
        columns: { order: ['name', 'email', 'status', 'logins', 'created'], hidden: ['created'] },
      },
    });
    expect(await within(menu).findByRole('button', { name: /^January/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'January' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows no Views menu on a grid given savedViews={false}', async () => {
    const harness = await createViewsGridHarness();
    renderWithGrid(peopleGrid({ savedViews: false }), { harness });
    await screen.findByRole('grid');
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Views' })).toBeNull();
  });
});
