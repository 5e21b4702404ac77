import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from '../../tests/renderWorkspace.tsx';
import type { AuditEntry } from './contract.ts';
import { HttpConfigurationLogsStore } from './store.ts';

const entry = (id: string, entity: string): AuditEntry => ({
  id,
  at: '2026-01-01T00:00:00.000Z',
  actorUsername: 'admin',
  entity,
  entityId: id,
  action: 'update',
  before: {},
  after: {},
  changedFields: [],
});

const request = (filters: Record<string, readonly string[]>) => ({
  cursor: null,
  limit: 2,
  sort: [],
  filters,
  search: '',
  signal: new AbortController().signal,
});

describe('HttpConfigurationLogsStore', () => {
  it('reads on until a page of entries of the chosen entities is full', async () => {
    const pages: Record<string, { items: AuditEntry[]; nextCursor: string | null }> = {
      first: { items: [entry('1', 'user'), entry('2', 'tenant')], nextCursor: 'c2' },
      c2: { items: [entry('3', 'tenant'), entry('4', 'role')], nextCursor: 'c3' },
      c3: { items: [entry('5', 'user')], nextCursor: null },
    };
    const http = new FakeHttpClient().respond('GET', '/audit/getAuditDetails', (url: URL) => {
      expect(url.searchParams.get('entity')).toBeNull();
      return pages[url.searchParams.get('cursor') ?? 'first'];
    });
    const store = new HttpConfigurationLogsStore(http);

    const page = await store.fetchPage(request({ entity: ['user', 'role'] }));
    expect(page.items.map((item) => item.id)).toEqual(['1', '4']);
    expect(page.nextCursor).toBe('c3');
    expect(http.callsTo('/audit/getAuditDetails')).toHaveLength(2);
  });

  it('asks the server for one chosen entity in a single call', async () => {
    const http = new FakeHttpClient().respond('GET', '/audit/getAuditDetails', { items: [], nextCursor: null });
    await new HttpConfigurationLogsStore(http).fetchPage(request({ entity: ['role'] }));
    expect(http.calls.map((call) => call.path)).toEqual(['/audit/getAuditDetails?entity=role&limit=2']);
  });

  it('loads the filter choices', async () => {
    const http = new FakeHttpClient().respond('GET', '/audit/getAuditFilters', {
      entities: ['role'],
      actions: ['delete'],
    });
    const store = new HttpConfigurationLogsStore(http);
    await store.loadFilterChoices();
    expect(store.filterChoices).toEqual({ entities: ['role'], actions: ['delete'] });
  });
});
