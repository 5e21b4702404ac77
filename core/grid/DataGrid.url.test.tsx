import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentParams, prepareGridTests, renderWithGrid } from '../../tests/support/gridDoubles.tsx';
import { columnTexts, headerTexts, peopleGrid } from '../../tests/support/gridPeople.tsx';

prepareGridTests();

const grid = peopleGrid();

describe('DataGrid view state in the URL', () => {
  it('restores sort, filters and search from a copied link', async () => {
    renderWithGrid(grid, { url: '/people?people.sort=logins:desc&people.f.status=ACTIVE&people.q=example' });
    await screen.findByRole('grid');

    expect(columnTexts('Name')).toEqual(['Carl Berg', 'Eve Adams', 'Dana Smit']);
    expect(screen.getByRole('columnheader', { name: /Logins/ }).getAttribute('aria-sort')).toBe('descending');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('example');
    expect(screen.getByRole('button', { name: 'Remove filter Status: Active' })).toBeTruthy();
  });

  it('puts a header sort in the URL, and Back and Forward bring the earlier order back', async () => {
    const { user, router } = renderWithGrid(grid, { url: '/people?tab=all' });
    await screen.findByRole('grid');
    expect(columnTexts('Name')).toEqual(['Dana Smit', 'alice Jones', 'Carl Berg', 'Bea Visser', 'Eve Adams']);

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(currentParams().get('people.sort')).toBe('name:asc');
    expect(currentParams().get('tab')).toBe('all');
    expect(columnTexts('Name')).toEqual(['alice Jones', 'Bea Visser', 'Carl Berg', 'Dana Smit', 'Eve Adams']);

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(currentParams().get('people.sort')).toBe('name:desc');
    expect(columnTexts('Name')[0]).toBe('Eve Adams');

    await act(() => router.navigate(-1));
    expect(currentParams().get('people.sort')).toBe('name:asc');
    expect(columnTexts('Name')[0]).toBe('alice Jones');

    await act(() => router.navigate(-1));
    expect(currentParams().get('people.sort')).toBeNull();
    expect(columnTexts('Name')[0]).toBe('Dana Smit');

    await act(() => router.navigate(1));
    expect(columnTexts('Name')[0]).toBe('alice Jones');
  });

  it('applies the filter form to the rows and the URL, and a chip removes its filter', async () => {
    const { user } = renderWithGrid(grid);
    await screen.findByRole('grid');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const form = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(form).getByRole('checkbox', { name: 'Locked' }));
    await user.type(within(form).getByLabelText('Created from'), '2025-01-01');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    expect(currentParams().getAll('people.f.status')).toEqual(['LOCKED']);
    expect(currentParams().get('people.f.created')).toBe('2025-01-01..');
    expect(columnTexts('Name')).toEqual(['alice Jones']);
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove filter Created: from 2025-01-01' }));
    expect(currentParams().get('people.f.created')).toBeNull();
    expect(columnTexts('Name')).toEqual(['alice Jones', 'Bea Visser']);
  });

  it('applies the search after a pause in typing, replacing the history entry', async () => {
    const { user, router } = renderWithGrid(grid);
    await screen.findByRole('grid');
    const before = router.state.historyAction;

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'smit');
    await waitFor(() => expect(currentParams().get('people.q')).toBe('smit'));
    expect(columnTexts('Name')).toEqual(['Dana Smit']);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(before).toBe('POP');
  });

  it('offers a way out when the filters hide every row', async () => {
    const { user } = renderWithGrid(grid, { url: '/people?people.f.name=nobody&people.sort=name:asc' });
    expect(await screen.findByText('No rows match the search and filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('grid')).toBeTruthy();
    expect(currentParams().get('people.f.name')).toBeNull();
    expect(headerTexts()).toEqual(['Name', 'Email', 'Status', 'Logins']);
  });
});
