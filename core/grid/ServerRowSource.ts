import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { DEFAULT_PAGE_SIZE } from '../contract/pagination.ts';
import { NO_MESSAGE_FAILURE } from '../http/messages.ts';
import type { FetchPageRequest, FetchPageResult, GridQuery } from './gridTypes.ts';

type FetchPage<Row> = (request: FetchPageRequest) => Promise<FetchPageResult<Row>>;

function failureMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : NO_MESSAGE_FAILURE;
}

/**
 * Rows of a server-side grid, loaded a page at a time by keyset cursor. A new query starts again
 * from the first page but keeps showing the previous rows until that page arrives; an older
 * request that answers late is ignored (and aborted).
 */
export class ServerRowSource<Row> {
  rows: readonly Row[] = [];
  nextCursor: string | null = null;
  /** Which request is under way: the first page of a query, or the next page. */
  loading: 'first' | 'more' | null = null;
  /** The failure of the last request, shown with a Retry. */
  error: string | null = null;
  /** False until the first page of any query arrived. */
  loaded = false;
  private query: GridQuery | null = null;
  private failed: 'first' | 'more' | null = null;
  private controller: AbortController | null = null;

  constructor(
    private fetchPage: FetchPage<Row>,
    private readonly pageSize = DEFAULT_PAGE_SIZE,
  ) {
    makeObservable<ServerRowSource<Row>, 'begin' | 'receive' | 'fail'>(this, {
      rows: observableRef,
      nextCursor: observable,
      loading: observable,
      error: observable,
      loaded: observable,
      hasMore: computed,
      begin: action,
      receive: action,
      fail: action,
    });
  }

  get hasMore(): boolean {
    return this.nextCursor !== null;
  }

  /** The grid passes the latest function on every render; requests use the one current when they start. */
  setFetcher(fetchPage: FetchPage<Row>): void {
    this.fetchPage = fetchPage;
  }

  /** Loads the first page of `query`. */
  load(query: GridQuery): Promise<void> {
    this.query = query;
    return this.request('first', null);
  }

  /** Appends the next page; does nothing while a request is under way or when there is none. */
  loadMore(): Promise<void> {
    if (this.loading !== null || this.nextCursor === null || this.query === null || this.error !== null)
      return Promise.resolve();
    return this.request('more', this.nextCursor);
  }

  /** Repeats the request that failed. */
  retry(): Promise<void> {
    if (this.query === null || this.failed === null) return Promise.resolve();
    return this.request(this.failed, this.failed === 'more' ? this.nextCursor : null);
  }

  dispose(): void {
    this.controller?.abort();
    this.controller = null;
  }

  private async request(phase: 'first' | 'more', cursor: string | null): Promise<void> {
    const query = this.query;
    if (query === null) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.begin(phase);
    try {
      const page = await this.fetchPage({
        cursor,
        limit: this.pageSize,
        sort: query.sort,
        filters: query.filters,
        search: query.search,
        signal: controller.signal,
      });
      if (this.controller === controller) this.receive(phase, page);
    } catch (error) {
      if (this.controller === controller) this.fail(phase, error);
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  private begin(phase: 'first' | 'more'): void {
    this.loading = phase;
    this.error = null;
    this.failed = null;
  }

  private receive(phase: 'first' | 'more', page: FetchPageResult<Row>): void {
    this.rows = phase === 'first' ? [...page.items] : [...this.rows, ...page.items];
    this.nextCursor = page.nextCursor;
    this.loading = null;
    this.loaded = true;
  }

  private fail(phase: 'first' | 'more', error: unknown): void {
    this.loading = null;
    this.error = failureMessage(error);
    this.failed = phase;
  }
}
