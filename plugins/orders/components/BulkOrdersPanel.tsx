import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BulkDryRun, BulkOperation, OrderStreamEvent } from '../../engine/public/contract/order.ts';
import { BULK_ORDER_LIMIT } from '../../engine/public/contract/order.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import type { Query } from '../../../core/http/callDefinition.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { bulkDryRunCall, bulkProgressCall, bulkStartCall, type BulkOrdersInput } from '../calls.ts';
import { orderDetailHref } from '../paths.ts';
import { useOrderStream } from '../../engine/public/web/useOrderStream.ts';
import * as css from './bulkOrders.css.ts';

/** While a bulk operation runs without events (every order skipped), its progress is read this often. */
const PROGRESS_POLL_MS = 3_000;
/** Events of a running operation refresh its progress at most this often. */
const PROGRESS_REFRESH_MS = 700;

interface BulkOrdersPanelProps {
  kind: BulkOrdersInput['kind'];
  /** The listing's query: filters and search. */
  query: Query;
  /** The chosen orders; without them, every order the query selects. */
  orderIds?: readonly string[];
  onClose: () => void;
}

const WORDS = {
  REPUSH: { verb: 'Repush', eligible: 'can be repushed (parked)', title: 'Repush orders' },
  CANCEL: { verb: 'Cancel', eligible: 'can be cancelled (unfinished)', title: 'Cancel orders' },
} as const;

const plural = (count: number) => `${count.toLocaleString()} order${count === 1 ? '' : 's'}`;

/**
 * A bulk repush or cancel: counts first (a dry run), then starts the server job on confirmation and
 * follows it — progress from the event stream, then each order's outcome.
 */
function BulkOrdersPanel({ kind, query, orderIds, onClose }: BulkOrdersPanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const words = WORDS[kind];
  const reasonId = useId();
  const [count, setCount] = useState<BulkDryRun | null>(null);
  const [operation, setOperation] = useState<BulkOperation | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const input = useRef<BulkOrdersInput>({ kind, query, ...(orderIds ? { orderIds } : {}) });

  useEffect(() => {
    const controller = new AbortController();
    http.call(bulkDryRunCall, input.current, { signal: controller.signal }).then(
      ({ data }) => setCount(data),
      (failure: Error) => !controller.signal.aborted && setError(failure.message),
    );
    return () => controller.abort();
  }, [http]);

  const bulkId = operation?.bulkId ?? null;
  const running = operation?.state === 'RUNNING';
  const refresh = useCallback(() => {
    if (!bulkId) return;
    http.call(bulkProgressCall, bulkId).then(
      ({ data }) => setOperation(data),
      () => undefined,
    );
  }, [http, bulkId]);

  const refreshSoon = useRef<ReturnType<typeof setTimeout> | null>(null);
  useOrderStream(null, (event: OrderStreamEvent) => {
    const data = event.data as { bulkId?: unknown } | null;
    if (!running || data?.bulkId !== bulkId || refreshSoon.current) return;
    refreshSoon.current = setTimeout(() => {
      refreshSoon.current = null;
      refresh();
    }, PROGRESS_REFRESH_MS);
  });
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refresh, PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);
  useEffect(() => () => clearTimeout(refreshSoon.current ?? undefined), []);

  const start = () => {
    setStarting(true);
    setError(null);
    http.call(bulkStartCall, { ...input.current, ...(reason.trim() ? { reason: reason.trim() } : {}) }).then(
      ({ data }) => setOperation(data),
      (failure: Error) => {
        setError(failure.message);
        setStarting(false);
      },
    );
  };

  const finished = operation?.state === 'COMPLETED';
  const footer = operation ? (
    <button type="button" className={button.primary} onClick={onClose} data-autofocus={finished ? true : undefined}>
      Close
    </button>
  ) : (
    <>
      <button type="button" className={button.secondary} onClick={onClose}>
        Cancel
      </button>
      <button
        type="button"
        className={kind === 'CANCEL' ? button.danger : button.primary}
        disabled={!count || count.eligible === 0 || starting}
        onClick={start}
        data-autofocus
      >
        {count ? `${words.verb} ${plural(count.eligible)}` : words.verb}
      </button>
    </>
  );

  return (
    <SidePanel title={words.title} onClose={onClose} size="wide" footer={footer}>
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      {!count && !error ? <p role="status">Counting the orders…</p> : null}
      {count && !operation ? (
        <>
          <p role="status" className={css.summary}>
            {plural(count.count)} selected; <strong>{plural(count.eligible)}</strong> {words.eligible}
            {count.count > count.eligible ? `, ${plural(count.count - count.eligible)} will be skipped` : ''}.
          </p>
          {count.truncated ? (
            <p className={css.warning}>
              More than {BULK_ORDER_LIMIT.toLocaleString()} orders match: only the first{' '}
              {BULK_ORDER_LIMIT.toLocaleString()} are taken.
            </p>
          ) : null}
          {count.sample.length > 0 ? (
            <p className={css.sample}>
              Among them: {count.sample.join(', ')}
              {count.count > count.sample.length ? ', …' : ''}
            </p>
          ) : null}
          <FormField id={reasonId} label="Reason (recorded on each order)">
            <textarea
              id={reasonId}
              className={formCss.textarea}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
        </>
      ) : null}
      {operation ? <BulkProgress operation={operation} /> : null}
    </SidePanel>
  );
}

function BulkProgress({ operation }: { operation: BulkOperation }) {
  const settled = operation.done + operation.skipped + operation.failed;
  return (
    <>
      <div className={css.progress}>
        <progress max={operation.total} value={settled} aria-label="Orders processed" />
        <p role="status" aria-live="polite">
          {operation.state === 'COMPLETED' ? 'Finished' : 'Working'}: {settled.toLocaleString()} of{' '}
          {operation.total.toLocaleString()} — {operation.done} done, {operation.skipped} skipped, {operation.failed}{' '}
          failed
        </p>
      </div>
      <table className={css.results} aria-label="Result per order">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Outcome</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {operation.items.map((item) => (
            <tr key={item.orderId} data-outcome={item.outcome}>
              <td>
                <Link to={orderDetailHref(item)}>{item.orderNumber}</Link>
              </td>
              <td className={css.outcome[item.outcome]}>{item.outcome}</td>
              <td>{item.message ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export default observer(BulkOrdersPanel);
