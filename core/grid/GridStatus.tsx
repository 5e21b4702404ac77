import * as css from './grid.css.ts';
import type { GridEmptyState } from './gridTypes.ts';
import * as toolbarCss from './toolbar.css.ts';

/** Spec section 2: the loading placeholder text. */
export const LOADING_TEXT = 'Loading...';
export const DEFAULT_EMPTY_MESSAGE = 'Nothing here yet.';
export const NO_MATCHES_MESSAGE = 'No rows match the search and filters.';

export function GridLoading() {
  return (
    <div className={css.message} role="status">
      <p className={css.messageTitle}>{LOADING_TEXT}</p>
    </div>
  );
}

export function GridError({ message, onRetry }: { message: string; onRetry: (() => void) | null }) {
  return (
    <div className={css.message} role="alert">
      <p className={css.errorTitle}>{message}</p>
      {onRetry ? (
        <button type="button" className={toolbarCss.button} onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

/** No rows: the grid's own empty state, or — when a search or filter hides every row — a way out. */
export function GridEmpty({
  empty,
  filtered,
  onClearFilters,
}: {
  empty?: GridEmptyState;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  if (filtered) {
    return (
      <div className={css.message} role="status">
        <p className={css.messageTitle}>{NO_MATCHES_MESSAGE}</p>
        <button type="button" className={toolbarCss.button} onClick={onClearFilters}>
          Clear search and filters
        </button>
      </div>
    );
  }
  return (
    <div className={css.message} role="status">
      <p className={css.messageTitle}>{empty?.message ?? DEFAULT_EMPTY_MESSAGE}</p>
      {empty?.action ? (
        <button type="button" className={toolbarCss.primaryButton} onClick={empty.action.run}>
          {empty.action.label}
        </button>
      ) : null}
    </div>
  );
}

export interface GridFooterProps {
  rowCount: number;
  selectedCount: number;
  serverSide: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** A failure while rows are shown (a next page that did not load). */
  error: string | null;
  onLoadMore: () => void;
  onRetry: (() => void) | null;
}

const count = new Intl.NumberFormat();

export function rowCountText(rowCount: number, serverSide: boolean, hasMore: boolean): string {
  const rows = `${count.format(rowCount)} ${rowCount === 1 ? 'row' : 'rows'}`;
  return serverSide && hasMore ? `${rows} loaded, more available` : rows;
}

/** The counts of rows loaded and selected, "Load more" while the server has more, and a failed page's Retry. */
export function GridFooter(props: GridFooterProps) {
  return (
    <div className={css.footer}>
      <div className={css.footerGroup} role="status" aria-live="polite">
        <span>{rowCountText(props.rowCount, props.serverSide, props.hasMore)}</span>
        {props.selectedCount > 0 ? <span>{count.format(props.selectedCount)} selected</span> : null}
      </div>
      <div className={css.footerGroup}>
        {props.error ? (
          <span className={css.footerError} role="alert">
            {props.error}
          </span>
        ) : null}
        {props.error && props.onRetry ? (
          <button type="button" className={toolbarCss.button} onClick={props.onRetry}>
            Retry
          </button>
        ) : null}
        {!props.error && props.hasMore ? (
          <button type="button" className={toolbarCss.button} disabled={props.loadingMore} onClick={props.onLoadMore}>
            {props.loadingMore ? LOADING_TEXT : 'Load more'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
