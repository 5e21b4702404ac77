import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/ApiError.ts';
import type { FetchPageRequest, FetchPageResult, GridQuery } from './gridTypes.ts';
import { ServerRowSource } from './ServerRowSource.ts';

interface Pending {
  request: FetchPageRequest;
  resolve: (page: FetchPageResult<string>) => void;
  reject: (error: unknown) => void;
}

/** A server whose answers the test gives one by one. */
function controlledServer() {
  const pending: Pending[] = [];
  const fetchPage = (request: FetchPageRequest) =>
    new Promise<FetchPageResult<string>>((resolve, reject) => pending.push({ request, resolve, reject }));
  return { pending, fetchPage };
}

const byName: GridQuery = { sort: [{ columnId: 'name', direction: 'asc' }], filters: {}, search: '' };
const active: GridQuery = { ...byName, filters: { status: ['ACTIVE'] } };

describe('ServerRowSource', () => {
  it('loads pages by cursor and appends them', async () => {
    const server = controlledServer();
    const source = new ServerRowSource(server.fetchPage, 2);
    const first = source.load(byName);
    expect(server.pending[0]?.request).toMatchObject({
      cursor: null,
      limit: 2,
      sort: byName.sort,
      filters: {},
      search: '',
    });
    server.pending[0]?.resolve({ items: ['a', 'b'], nextCursor: 'after-b' });
    await first;
    expect(source.rows).toEqual(['a', 'b']);
    expect(source.hasMore).toBe(true);

    const more = source.loadMore();
    expect(source.loading).toBe('more');
    expect(server.pending[1]?.request.cursor).toBe('after-b');
    server.pending[1]?.resolve({ items: ['c'], nextCursor: null });
    await more;
    expect(source.rows).toEqual(['a', 'b', 'c']);
    expect(source.hasMore).toBe(false);
    await source.loadMore();
    expect(server.pending).toHaveLength(2);
  });

  it('keeps showing the previous rows while a new query loads, and ignores a late answer to an older one', async () => {
    const server = controlledServer();
    const source = new ServerRowSource(server.fetchPage);
    const first = source.load(byName);
    server.pending[0]?.resolve({ items: ['a', 'b'], nextCursor: null });
    await first;

    const slow = source.load(active);
    const fast = source.load({ ...active, search: 'x' });
    expect(server.pending[1]?.request.signal.aborted).toBe(true);
    expect(source.rows).toEqual(['a', 'b']);
    expect(source.loading).toBe('first');

    server.pending[2]?.resolve({ items: ['x1'], nextCursor: null });
    await fast;
    server.pending[1]?.resolve({ items: ['stale'], nextCursor: 'nope' });
    await slow;
    expect(source.rows).toEqual(['x1']);
    expect(source.nextCursor).toBeNull();
    expect(source.loading).toBeNull();
  });

  it('reports a failure and retries the request that failed', async () => {
    const server = controlledServer();
    const source = new ServerRowSource(server.fetchPage, 1);
    const first = source.load(byName);
    server.pending[0]?.resolve({ items: ['a'], nextCursor: 'after-a' });
    await first;

    const more = source.loadMore();
    server.pending[1]?.reject(new ApiError('The server is busy.', 'failed', 503));
    await more;
    expect(source.error).toBe('The server is busy.');
    expect(source.rows).toEqual(['a']);

    const retried = source.retry();
    expect(server.pending[2]?.request.cursor).toBe('after-a');
    expect(source.error).toBeNull();
    server.pending[2]?.resolve({ items: ['b'], nextCursor: null });
    await retried;
    expect(source.rows).toEqual(['a', 'b']);
  });
});
