import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataGrid } from './DataGrid.tsx';
import { OVERSCAN } from './GridBody.tsx';
import { GRID_KEYBINDINGS } from './gridKeybindings.ts';
import type { GridColumn } from './gridTypes.ts';
import { KeybindingService } from '../registry/KeybindingService.ts';
import { createGridHarness, prepareGridTests, renderWithGrid } from '../../tests/support/gridDoubles.tsx';
import { bodyRows, columnTexts, PEOPLE, peopleGrid, type Person } from '../../tests/support/gridPeople.tsx';

prepareGridTests(1200, 360);

function activeRowName(): string | null {
  const grid = screen.getByRole('grid');
  const id = grid.getAttribute('aria-activedescendant');
  if (!id) return null;
  const row = document.getElementById(id);
  expect(row?.hasAttribute('data-active')).toBe(true);
  const cells = Array.from(row?.querySelectorAll('[role="gridcell"]') ?? []);
  return cells.map((cell) => cell.textContent ?? '').find((text) => text !== '') ?? null;
}

function selectedNames(): string[] {
  return bodyRows()
    .filter((row) => row.getAttribute('aria-selected') === 'true')
    .map((row) => row.querySelector('[role="gridcell"]:nth-child(2)')?.textContent ?? '');
}

describe('DataGrid keys', () => {
  it('moves with j/k and the arrows, selects with x and Shift+x, opens with Enter and clears with Esc', async () => {
    const onOpen = vi.fn<(person: Person) => void>();
    const { user } = renderWithGrid(
      peopleGrid({ onOpen, bulkActions: [{ id: 'lock', label: 'Lock', run: () => undefined }] }),
      { url: '/people?people.sort=name:asc' },
    );
    await screen.findByRole('grid');
    expect(activeRowName()).toBeNull();

    // Nothing is focused yet: the grid takes the keys and focus.
    await user.keyboard('j');
    expect(document.activeElement).toBe(screen.getByRole('grid'));
    expect(activeRowName()).toBe('alice Jones');
    await user.keyboard('j{ArrowDown}');
    expect(activeRowName()).toBe('Carl Berg');
    await user.keyboard('k');
    expect(activeRowName()).toBe('Bea Visser');

    await user.keyboard('x');
    expect(selectedNames()).toEqual(['Bea Visser']);
    await user.keyboard('jj{Shift>}X{/Shift}');
    expect(selectedNames()).toEqual(['Bea Visser', 'Carl Berg', 'Dana Smit']);
    expect(screen.getByRole('region', { name: 'Selected rows' }).textContent).toContain('3 selected');
    await user.keyboard('x');
    expect(selectedNames()).toEqual(['Bea Visser', 'Carl Berg']);

    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(PEOPLE.find((person) => person.name === 'Dana Smit'));

    await user.keyboard('{Escape}');
    expect(selectedNames()).toEqual([]);
    await user.keyboard('{End}');
    expect(activeRowName()).toBe('Eve Adams');
    await user.keyboard('{Home}');
    expect(activeRowName()).toBe('alice Jones');
  });

  it('focuses the search with /, keeps every key while typing, and goes back to the rows with Esc or ↓', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithGrid(peopleGrid({ onOpen }));
    await screen.findByRole('grid');
    await user.keyboard('jj');
    expect(activeRowName()).toBe('alice Jones');

    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(document.activeElement).toBe(search);
    await user.keyboard('jkx/');
    expect(search.value).toBe('jkx/');
    expect(activeRowName()).toBe('alice Jones');
    expect(selectedNames()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(onOpen).not.toHaveBeenCalled();

    await user.clear(search);
    await waitFor(() => expect(bodyRows()).toHaveLength(PEOPLE.length));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('grid'));
    expect(activeRowName()).toBe('alice Jones');

    await user.keyboard('/{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('grid'));
    expect(activeRowName()).toBe('Dana Smit');
  });

  it('leaves keys typed into other fields of the page alone', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithGrid(
      <>
        <input aria-label="Elsewhere" />
        {peopleGrid({ onOpen })}
      </>,
    );
    await screen.findByRole('grid');
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.keyboard('jx{Enter}/');
    expect(activeRowName()).toBeNull();
    expect(onOpen).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Elsewhere' }) as HTMLInputElement).value).toBe('jx/');
  });

  it("opens the active row's actions with . and runs the chosen one", async () => {
    const disable = vi.fn();
    const { user } = renderWithGrid(
      peopleGrid({
        rowActions: [
          { id: 'disable', label: 'Disable', run: disable, available: (person) => person.status === 'ACTIVE' },
          { id: 'unlock', label: 'Unlock', run: () => undefined, available: (person) => person.status === 'LOCKED' },
        ],
      }),
    );
    await screen.findByRole('grid');
    await user.keyboard('j.');
    const menu = screen.getByRole('menu', { name: 'Row actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Disable']);
    expect(document.activeElement?.textContent).toBe('Disable');
    await user.keyboard('{Enter}');
    expect(disable).toHaveBeenCalledWith(PEOPLE[0]);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('grid'));
  });

  it('leaves the second key of a global sequence (g …) to the global key service', async () => {
    const harness = createGridHarness();
    const service = { pendingSequence: 'g' as string | null, start: () => () => undefined };
    harness.container.bind<KeybindingService>(KeybindingService).toConstantValue(service);
    const { user } = renderWithGrid(peopleGrid(), { harness });
    await screen.findByRole('grid');
    await user.keyboard('j');
    expect(activeRowName()).toBeNull();
    service.pendingSequence = null;
    await user.keyboard('j');
    expect(activeRowName()).toBe('Dana Smit');
  });

  it('lists its keys for the shortcut help', () => {
    const keys = new Map(GRID_KEYBINDINGS.map((binding) => [binding.command, binding.keys]));
    expect(keys.get('next')).toEqual(['j', 'arrowdown']);
    expect(keys.get('toggle')).toEqual(['x']);
    expect(keys.get('open')).toEqual(['enter']);
    expect(keys.get('search')).toEqual(['/']);
    expect(GRID_KEYBINDINGS.every((binding) => binding.description.length > 0)).toBe(true);
  });
});

interface Numbered {
  id: string;
  label: string;
  value: number;
}

const NUMBERED_COLUMNS: readonly GridColumn<Numbered>[] = [
  { id: 'label', header: 'Label', accessor: (row) => row.label, sortable: true },
  { id: 'value', header: 'Value', accessor: (row) => row.value, sortable: true, align: 'end' },
];

describe('DataGrid with 100,000 client-side rows', () => {
  const many: Numbered[] = Array.from({ length: 100_000 }, (_, index) => ({
    id: `n${index}`,
    label: `Row ${index + 1}`,
    value: (index * 7919) % 100_000,
  }));

  it(
    'renders only the rows in view plus overscan, and follows scrolling and the active row',
    { timeout: 30_000 },
    async () => {
      const { user } = renderWithGrid(
        <DataGrid
          gridId="numbers"
          label="Numbers"
          columns={NUMBERED_COLUMNS}
          source={{ kind: 'client', rows: many }}
          getRowId={(row) => row.id}
        />,
      );
      const grid = await screen.findByRole('grid');
      expect(grid.getAttribute('aria-rowcount')).toBe('100001');
      const visible = Math.ceil((360 - 36) / 36);
      expect(bodyRows().length).toBeGreaterThanOrEqual(visible);
      expect(bodyRows().length).toBeLessThanOrEqual(visible + 2 * OVERSCAN + 1);
      expect(columnTexts('Label')[0]).toBe('Row 1');

      grid.scrollTop = 36 * 50_000;
      fireEvent.scroll(grid);
      const indexes = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
      expect(Math.min(...indexes)).toBeGreaterThan(49_990);
      expect(Math.max(...indexes)).toBeLessThan(50_030);
      expect(bodyRows().length).toBeLessThanOrEqual(visible + 2 * OVERSCAN + 1);

      grid.focus();
      await user.keyboard('{End}');
      expect(activeRowName()).toBe('Row 100000');
      expect(bodyRows().length).toBeLessThanOrEqual(visible + 2 * OVERSCAN + 2);
      expect(screen.getByText('100,000 rows')).toBeTruthy();
    },
  );
});
