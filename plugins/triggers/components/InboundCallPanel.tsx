import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { orderDetailHref } from '../../engine/public/web/orderLinks.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { PayloadBlock } from '../../../core/shell/controls/PayloadBlock.tsx';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { replayCall } from '../calls.ts';
import type { InboundCall } from '../contract.ts';
import { INBOUND_CALL_PERMISSIONS } from '../paths.ts';
import { OutcomePill, receivedAt } from './inboundOutcome.tsx';
import * as css from '../../../core/shell/controls/facts.css.ts';

interface InboundCallPanelProps {
  call: InboundCall;
  onClose(): void;
  /** A replay made a new call: the list shows it. */
  onReplayed(call: InboundCall): void;
}

/**
 * One inbound call: what came in (headers, secrets masked; the body), what it became (the payload, the
 * outcome, the order), and Replay — the body through its trigger again, which makes no second order.
 */
export function InboundCallPanel({ call, onClose, onReplayed }: InboundCallPanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const mayReplay = usePermission(INBOUND_CALL_PERMISSIONS.update);
  const [busy, setBusy] = useState(false);
  const replay = async () => {
    setBusy(true);
    try {
      const { data, message } = await http.call(replayCall, { callId: call.callId });
      notifier.success(message || `Replayed: ${data.message}`);
      onReplayed(data);
    } catch {
      // The HTTP client reports the failure.
    } finally {
      setBusy(false);
    }
  };
  return (
    <SidePanel
      title={`${call.trigger} · ${receivedAt(call.receivedAt)}`}
      subtitle={
        <span>
          <OutcomePill outcome={call.outcome} />
        </span>
      }
      onClose={onClose}
      size="wide"
      footer={
        mayReplay && call.outcome !== 'UNAUTHORIZED' ? (
          <button type="button" className={button.primary} disabled={busy} onClick={() => void replay()}>
            Replay
          </button>
        ) : undefined
      }
    >
      <dl className={css.facts}>
        <dt>Result</dt>
        <dd>
          HTTP {call.httpStatus} · {call.message}
        </dd>
        <dt>Order</dt>
        <dd>
          {call.orderId && call.orderNumber ? (
            <Link to={orderDetailHref({ orderNumber: call.orderNumber, orderId: call.orderId })}>
              {call.orderNumber}
            </Link>
          ) : (
            'None'
          )}
        </dd>
        <dt>Took</dt>
        <dd>{call.durationMs} ms</dd>
        {call.replayOf ? (
          <>
            <dt>Replay of</dt>
            <dd className={css.factMono}>{call.replayOf}</dd>
          </>
        ) : null}
      </dl>
      <PayloadBlock label="Body as received" value={call.body} />
      <PayloadBlock label="Payload of the order" value={call.payload} />
      <PayloadBlock label="Headers" value={call.headers} />
    </SidePanel>
  );
}
