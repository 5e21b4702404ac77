import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/ApiError.ts';
import type { FetchPageRequest, FetchPageResult } from './gridTypes.ts';
import { createGridHarness, prepareGridTests, renderWithGrid } from '../../tests/support/gridDoubles.tsx';
import {
  bodyRows,
  columnTexts,
  headerTexts,
  PEOPLE,
  PEOPLE_COLUMNS,
  peopleGrid,
  type Person,
} from '../../tests/support/gridPeople.tsx';

prepareGridTests();

/** Seventy people for paging: Person 01 … Person 70, with logins counting down. */
const MANY_PEOPLE: readonly Person[] = Array.from({ length: 70 }, (_, index) => ({
  id: `m${index + 1}`,
  name: `Person ${String(index + 1).padStart(2, '0')}`,
  email: `person${index + 1}@example.test`,
  status: index % 2 === 0 ? 'ACTIVE' : 'LOCKED',
  logins: 70 - index,
  created: '2025-01-01',
}));

/** A keyset server whose answers the test releases one by one. */
function pagedServer(people: readonly Person[]) {
  const requests: FetchPageRequest[] = [];
  const answers: { resolve: (page: FetchPageResult<Person>) => void; reject: (error: unknown) => void }[] = [];
  const fetchPage = vi.fn(
    (request: FetchPageRequest) =>
      new Promise<FetchPageResult<Person>>((resolve, reject) => {
        requests.push(request);
        answers.push({ resolve, reject });
      }),
  );
  const pageAfter = (request: FetchPageRequest): FetchPageResult<Person> => {
    const sort = request.sort[0];
    const sorted =
      sort?.columnId === 'logins'
        ? [...people].sort((a, b) => (a.logins - b.logins) * (sort.direction === 'desc' ? -1 : 1))
        : [...people];
    const start = request.cursor === null ? 0 : sorted.findIndex((person) => person.id === request.cursor) + 1;
    const items = sorted.slice(start, start + request.limit);
    const last = items[items.length - 1];
    return { items, nextCursor: start + request.limit < sorted.length && last ? last.id : null };
  };
  const answerNext = async () => {
    const index = answers.length - 1;
    await act(async () => answers[index]?.resolve(pageAfter(requests[index] as FetchPageRequest)));
  };
  return { requests, answers, fetchPage, answerNext };
}

describe('DataGrid with server-side rows', () => {
  it('loads the first page, appends the next by cursor, and keeps the rows on screen while a new sort loads', async () => {
    const server = pagedServer(MANY_PEOPLE);
    const { user } = renderWithGrid(
      peopleGrid({ source: { kind: 'server', fetchPage: server.fetchPage, pageSize: 30 } }),
    );
    expect(await screen.findByText('Loading...')).toBeTruthy();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({ cursor: null, limit: 30, sort: [], filters: {}, search: '' });
    await server.answerNext();
    expect(columnTexts('Name').slice(0, 2)).toEqual(['Person 01', 'Person 02']);
    expect(screen.getByText('30 rows loaded, more available')).toBeTruthy();
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('-1');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(server.requests[1]?.cursor).toBe('m30');
    await server.answerNext();
    expect(screen.getByText('60 rows loaded, more available')).toBeTruthy();

    // Moving to the last loaded row asks for the next page, as scrolling to the end does.
    screen.getByRole('grid').focus();
    await user.keyboard('{End}');
    expect(server.requests[2]?.cursor).toBe('m60');
    await server.answerNext();
    expect(screen.getByText('70 rows')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Logins/ }));
    await waitFor(() => expect(server.requests).toHaveLength(4));
    expect(server.requests[3]).toMatchObject({ cursor: null, sort: [{ columnId: 'logins', direction: 'asc' }] });
    // The previous rows stay, dimmed, under a progress bar until the new first page arrives.
    expect(screen.getByText('70 rows')).toBeTruthy();
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Loading rows', hidden: true })).toBeTruthy();
    await server.answerNext();
    expect(columnTexts('Name')[0]).toBe('Person 70');
    expect(screen.getByText('30 rows loaded, more available')).toBeTruthy();
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('false');
  });

  it('applies live changes to loaded rows without reloading, keeping the focused row', async () => {
    const server = pagedServer(MANY_PEOPLE);
    let setPatch: (patch: { apply: (person: Person) => Person }) => void = () => undefined;
    function LivePeople() {
      const [patch, changePatch] = useState<{ apply: (person: Person) => Person } | null>(null);
      setPatch = changePatch;
      return peopleGrid({
        source: { kind: 'server', fetchPage: server.fetchPage, pageSize: 30, patchRow: patch?.apply },
      });
    }
    const { user } = renderWithGrid(<LivePeople />);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await server.answerNext();
    screen.getByRole('grid').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const focused = () => screen.getByRole('grid').getAttribute('aria-activedescendant');
    const before = focused();
    expect(before).not.toBeNull();

    const locked = (person: Person): Person => (person.id === 'm1' ? { ...person, status: 'LOCKED' } : person);
    act(() => setPatch({ apply: locked }));
    expect(columnTexts('Status')[0]).toBe('LOCKED');
    expect(server.requests).toHaveLength(1);
    expect(focused()).toBe(before);
  });

  it('does not fetch again when the screen hands over new columns that read the same query', async () => {
    const server = pagedServer(MANY_PEOPLE);
    let renewColumns: () => void = () => undefined;
    function PeopleWithChoices() {
      // A screen's columns are rebuilt when its filter choices arrive: a new array, the same query.
      const [columns, setColumns] = useState(PEOPLE_COLUMNS);
      renewColumns = () => setColumns([...PEOPLE_COLUMNS]);
      return peopleGrid({ columns, source: { kind: 'server', fetchPage: server.fetchPage, pageSize: 30 } });
    }
    renderWithGrid(<PeopleWithChoices />);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await server.answerNext();
    act(() => renewColumns());
    expect(columnTexts('Name')[0]).toBe('Person 01');
    expect(server.requests).toHaveLength(1);
  });

  it('starts afresh for another grid id: the new columns never read the last grid’s rows', async () => {
    const people = pagedServer(MANY_PEOPLE);
    const others = pagedServer(PEOPLE);
    const readByOtherColumns: string[] = [];
    const otherColumns = [
      { id: 'name', header: 'Other name', accessor: (row: Person) => (readByOtherColumns.push(row.id), row.name) },
    ];
    let showOthers: () => void = () => undefined;
    function TabbedPeople() {
      // One screen, two tabs: the same grid element with another id, columns and source.
      const [tab, setTab] = useState<'people' | 'others'>('people');
      showOthers = () => setTab('others');
      return tab === 'people'
        ? peopleGrid({ gridId: 'people', source: { kind: 'server', fetchPage: people.fetchPage, pageSize: 30 } })
        : peopleGrid({
            gridId: 'others',
            columns: otherColumns,
            source: { kind: 'server', fetchPage: others.fetchPage, pageSize: 30 },
          });
    }
    renderWithGrid(<TabbedPeople />);
    await waitFor(() => expect(people.requests).toHaveLength(1));
    await people.answerNext();
    expect(columnTexts('Name')[0]).toBe('Person 01');
    act(() => showOthers());
    await waitFor(() => expect(others.requests).toHaveLength(1));
    expect(readByOtherColumns.filter((id) => id.startsWith('m'))).toEqual([]);
    await others.answerNext();
    expect(columnTexts('Other name')).toEqual(PEOPLE.map((person) => person.name));
  });

  it('shows a failure with Retry, and Retry loads the rows', async () => {
    const server = pagedServer(PEOPLE);
    const { user } = renderWithGrid(
      peopleGrid({ source: { kind: 'server', fetchPage: server.fetchPage, pageSize: 10 } }),
    );
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await act(async () => server.answers[0]?.reject(new ApiError('The directory is not reachable.', 'failed', 503)));
    expect(screen.getByRole('alert').textContent).toContain('The directory is not reachable.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(server.requests).toHaveLength(2);
    await server.answerNext();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodyRows()).toHaveLength(PEOPLE.length);
  });

  it('shows the empty state and its action when there are no rows at all', async () => {
    const create = vi.fn();
    const { user } = renderWithGrid(
      peopleGrid({
        source: { kind: 'client', rows: [] },
        emptyState: { message: 'No people yet.', action: { label: 'Create person', run: create } },
      }),
    );
    expect(await screen.findByText('No people yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create person' }));
    expect(create).toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('DataGrid columns and export', () => {
  it('exports exactly the rows and columns on screen, in their order, as <gridId>-<day>.csv', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:grid-export';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = renderWithGrid(peopleGrid(), { url: '/people?people.sort=logins:desc&people.f.status=ACTIVE' });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('dialog', { name: 'Columns' });
    await user.click(within(menu).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(menu).getByRole('checkbox', { name: 'Created' }));
    await user.click(within(menu).getByRole('button', { name: 'Move Logins up' }));
    await user.keyboard('{Escape}');
    expect(headerTexts()).toEqual(['Name', 'Logins', 'Status', 'Created']);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(downloads).toEqual([`people-${day}.csv`]);
    const text = (await blobs[0]?.text())?.replace(/^\ufeff/, '');
    expect(text).toBe(
      [
        'Name,Logins,Status,Created',
        'Carl Berg,1200,ACTIVE,2025-03-15',
        'Eve Adams,45,ACTIVE,2025-01-20',
        'Dana Smit,12,ACTIVE,2025-01-05',
      ].join('\r\n'),
    );
  });

  it('exports every row a server-side query matches, not only the loaded page, in the server’s order', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:grid-export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = pagedServer(MANY_PEOPLE);
    const { user } = renderWithGrid(
      peopleGrid({ source: { kind: 'server', fetchPage: server.fetchPage, pageSize: 30 } }),
      { url: '/people?people.sort=logins:asc' },
    );
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await server.answerNext();
    expect(screen.getByText('30 rows loaded, more available')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[1]).toMatchObject({
      cursor: null,
      limit: 200,
      sort: [{ columnId: 'logins', direction: 'asc' }],
    });
    expect(screen.getByRole('button', { name: 'Exporting 0 rows…' })).toHaveProperty('disabled', true);
    await server.answerNext();
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = ((await blobs[0]?.text()) ?? '').replace(/^\ufeff/, '').split('\r\n');
    expect(lines).toHaveLength(71);
    expect([lines[1]?.split(',')[0], lines[70]?.split(',')[0]]).toEqual(['Person 70', 'Person 01']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
  });

  it('remembers the column layout for the session when no plugin keeps it', async () => {
    const harness = createGridHarness();
    const grid = peopleGrid();
    const first = renderWithGrid(grid, { harness });
    await screen.findByRole('grid');
    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('dialog', { name: 'Columns' });
    await first.user.click(within(menu).getByRole('checkbox', { name: 'Status' }));
    await first.user.click(within(menu).getByRole('button', { name: 'Move Logins up' }));
    await first.user.click(within(menu).getByRole('button', { name: 'Move Logins up' }));
    expect(headerTexts()).toEqual(['Name', 'Logins', 'Email']);
    first.unmount();

    renderWithGrid(grid, { harness });
    await screen.findByRole('grid');
    expect(headerTexts()).toEqual(['Name', 'Logins', 'Email']);
    expect(await harness.preferences.loadLayout('people')).toMatchObject({
      hidden: expect.arrayContaining(['status']),
    });
  });
});

describe('DataGrid saved views', () => {
  it('shows no Views menu while no plugin offers saved views', async () => {
    renderWithGrid(peopleGrid());
    await screen.findByRole('grid');
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Views' })).toBeNull();
  });
});
