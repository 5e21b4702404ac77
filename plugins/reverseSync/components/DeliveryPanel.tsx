import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import * as facts from '../../../core/shell/controls/facts.css.ts';
import { PayloadBlock } from '../../../core/shell/controls/PayloadBlock.tsx';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { deliveryCalls, replayCall } from '../calls.ts';
import type { Delivery } from '../contract.ts';
import { EVENT_PERMISSIONS } from '../paths.ts';
import * as css from '../reverse.css.ts';
import { eventLabel, sourceWorkflowHref } from '../reverseLinks.ts';
import { AttemptItem } from './AttemptItem.tsx';
import { DeliveryStatePill, timeText } from './deliveryState.tsx';

/** The payload as sent: JSON shown pretty-printed, anything else as it is. */
function payloadValue(payload: string): unknown {
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}

interface DeliveryPanelProps {
  delivery: Delivery;
  /** Raised when the list learns of a change: the panel reads its delivery again. */
  revision: number;
  onClose(): void;
  /** A replay made a new delivery: the list shows it. */
  onReplayed(delivery: Delivery): void;
}

/** One event for one subscriber: what was sent, each attempt and its answer, the next retry, and Replay. */
export function DeliveryPanel({ delivery: opened, revision, onClose, onReplayed }: DeliveryPanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const mayReplay = usePermission(EVENT_PERMISSIONS.update);
  const [delivery, setDelivery] = useState(opened);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (revision === 0) return;
    const controller = new AbortController();
    http.call(deliveryCalls.get, opened.deliveryId, { signal: controller.signal }).then(
      ({ data }) => setDelivery(data),
      () => undefined,
    );
    return () => controller.abort();
  }, [http, opened.deliveryId, revision]);

  const replay = async () => {
    setBusy(true);
    try {
      const { data, message } = await http.call(replayCall, { deliveryId: delivery.deliveryId });
      notifier.success(message || 'Queued to be sent again');
      onReplayed(data);
    } catch {
      // The HTTP client reports the failure.
    } finally {
      setBusy(false);
    }
  };
  return (
    <SidePanel
      title={`${eventLabel(delivery.eventType)} → ${delivery.subscriber}`}
      subtitle={
        <span>
          <DeliveryStatePill state={delivery.state} />
        </span>
      }
      onClose={onClose}
      size="wide"
      footer={
        mayReplay && delivery.subscriberId && delivery.state !== 'PENDING' ? (
          <button type="button" className={button.primary} disabled={busy} onClick={() => void replay()}>
            Replay
          </button>
        ) : undefined
      }
    >
      <dl className={facts.facts}>
        <dt>Created</dt>
        <dd>{timeText(delivery.createdAt)}</dd>
        <dt>Order</dt>
        <dd>
          {delivery.orderId && delivery.orderNumber ? (
            <Link to={sourceWorkflowHref(delivery.orderId)}>{delivery.orderNumber} · source workflow</Link>
          ) : (
            'None (a test event)'
          )}
        </dd>
        <dt>webhook-id</dt>
        <dd className={facts.factMono}>{delivery.webhookId}</dd>
        <dt>Next retry</dt>
        <dd>{delivery.nextAttemptAt ? timeText(delivery.nextAttemptAt) : 'None'}</dd>
        {delivery.deliveredAt ? (
          <>
            <dt>Delivered</dt>
            <dd>{timeText(delivery.deliveredAt)}</dd>
          </>
        ) : null}
        {delivery.replayOf ? (
          <>
            <dt>Replay of</dt>
            <dd className={facts.factMono}>{delivery.replayOf}</dd>
          </>
        ) : null}
      </dl>
      <h3 className={css.sectionTitle}>Attempts</h3>
      {delivery.attempts.length === 0 ? (
        <p className={css.note}>
          {delivery.state === 'PENDING'
            ? 'Not sent yet: waiting for its turn, as the subscriber’s concurrency and rate limit allow.'
            : 'Not sent.'}
        </p>
      ) : (
        <ul className={css.list}>
          {delivery.attempts.map((attempt) => (
            <AttemptItem key={attempt.number} attempt={attempt} />
          ))}
        </ul>
      )}
      <PayloadBlock label="Payload" value={payloadValue(delivery.payload)} />
    </SidePanel>
  );
}
