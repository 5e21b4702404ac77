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
  it('asks the server for the chosen entities in one call, and passes its page on', async () => {
    const answer = { items: [entry('1', 'user'), entry('4', 'role')], nextCursor: 'c2' };
    const http = new FakeHttpClient().respond('GET', '/audit/getAuditDetails', answer);
    const page = await new HttpConfigurationLogsStore(http).fetchPage(request({ entity: ['user', 'role'] }));
    expect(http.calls.map((call) => call.path)).toEqual(['/audit/getAuditDetails?entity=user%2Crole&limit=2']);
    expect(page).toEqual(answer);
  });

  it('sends the cursor of the next page', async () => {
    const http = new FakeHttpClient().respond('GET', '/audit/getAuditDetails', { items: [], nextCursor: null });
    await new HttpConfigurationLogsStore(http).fetchPage({ ...request({ entity: ['role'] }), cursor: 'c2' });
    expect(http.calls.map((call) => call.path)).toEqual(['/audit/getAuditDetails?entity=role&limit=2&cursor=c2']);
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
