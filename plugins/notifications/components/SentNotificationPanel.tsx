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
import { resendCall } from '../calls.ts';
import { NOTIFICATION_EVENT_LABELS, type SentNotification } from '../contract.ts';
import { SENT_PERMISSIONS } from '../paths.ts';
import { SentStatePill, sentTime } from './sentState.tsx';
import * as css from '../../../core/shell/controls/facts.css.ts';

interface SentNotificationPanelProps {
  sent: SentNotification;
  onClose(): void;
  onResent(sent: SentNotification): void;
}

/** One notification as it was sent: to whom, what, its state and attempts, and Resend. */
export function SentNotificationPanel({ sent, onClose, onResent }: SentNotificationPanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const mayResend = usePermission(SENT_PERMISSIONS.update);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const { data } = await http.call(resendCall, { notificationId: sent.notificationId });
      notifier.success(`${sent.alert} queued to be sent again.`);
      onResent(data);
    } catch {
      // The HTTP client reports the failure.
    } finally {
      setBusy(false);
    }
  };
  return (
    <SidePanel
      title={`${sent.alert} · ${sentTime(sent.createdAt)}`}
      subtitle={
        <span>
          <SentStatePill state={sent.state} />
        </span>
      }
      onClose={onClose}
      size="wide"
      footer={
        mayResend ? (
          <button type="button" className={button.primary} disabled={busy} onClick={() => void resend()}>
            Resend
          </button>
        ) : undefined
      }
    >
      <dl className={css.facts}>
        <dt>Channel</dt>
        <dd>{sent.channel}</dd>
        <dt>To</dt>
        <dd>{sent.recipient}</dd>
        <dt>Event</dt>
        <dd>{NOTIFICATION_EVENT_LABELS[sent.event]}</dd>
        <dt>Order</dt>
        <dd>
          {sent.orderId && sent.orderNumber ? (
            <Link to={orderDetailHref({ orderNumber: sent.orderNumber, orderId: sent.orderId })}>
              {sent.orderNumber}
            </Link>
          ) : (
            '—'
          )}
        </dd>
        <dt>Attempts</dt>
        <dd>
          {sent.attempts}
          {sent.sentAt ? ` · sent ${sentTime(sent.sentAt)}` : ''}
        </dd>
        {sent.lastError ? (
          <>
            <dt>Last error</dt>
            <dd>{sent.lastError}</dd>
          </>
        ) : null}
      </dl>
      {sent.subject ? <PayloadBlock label="Subject" value={sent.subject} /> : null}
      <PayloadBlock label="Text" value={sent.body} />
    </SidePanel>
  );
}
