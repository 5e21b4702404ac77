import { useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import * as facts from '../../../core/shell/controls/facts.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { sendTestEventCall, subscriberCalls } from '../calls.ts';
import { REVERSE_EVENT_LABELS, type Attempt, type Subscriber } from '../contract.ts';
import { SUBSCRIBER_PERMISSIONS } from '../paths.ts';
import * as css from '../reverse.css.ts';
import { AttemptItem } from './AttemptItem.tsx';
import { HealthPill, timeText } from './deliveryState.tsx';

interface SubscriberPanelProps {
  subscriber: Subscriber;
  onClose(): void;
  /** The subscriber changed (enabled again): the list reloads. */
  onChanged(subscriber: Subscriber): void;
  onRotate(subscriber: Subscriber): void;
}

/**
 * One subscriber's health — success rate over the last day, last failure, disabled because failing since —
 * with Send test event (the answer shown), Enable again, and Rotate secret.
 */
export function SubscriberPanel({ subscriber, onClose, onChanged, onRotate }: SubscriberPanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const mayUpdate = usePermission(SUBSCRIBER_PERMISSIONS.update);
  const [busy, setBusy] = useState(false);
  const [test, setTest] = useState<{ delivered: boolean; attempt: Attempt } | null>(null);
  const { health } = subscriber;

  const sendTest = async () => {
    setBusy(true);
    try {
      const { data } = await http.call(sendTestEventCall, subscriber.subscriberId);
      setTest(data);
    } catch {
      // The HTTP client reports the failure.
    } finally {
      setBusy(false);
    }
  };
  const enable = async () => {
    setBusy(true);
    try {
      const { data } = await http.call(subscriberCalls.update, {
        id: subscriber.subscriberId,
        version: subscriber.version,
        changes: { enabled: true },
      });
      notifier.success(`${subscriber.name} is enabled again.`);
      onChanged(data);
    } catch {
      // The HTTP client reports the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <SidePanel
      title={subscriber.name}
      subtitle={
        <span>
          <HealthPill health={health} />
        </span>
      }
      onClose={onClose}
      size="wide"
      footer={
        mayUpdate ? (
          <div className={css.actions}>
            <button type="button" className={button.primary} disabled={busy} onClick={() => void sendTest()}>
              Send test event
            </button>
            {!subscriber.enabled ? (
              <button type="button" className={button.secondary} disabled={busy} onClick={() => void enable()}>
                Enable again
              </button>
            ) : null}
            <button type="button" className={button.secondary} disabled={busy} onClick={() => onRotate(subscriber)}>
              Rotate secret
            </button>
          </div>
        ) : undefined
      }
    >
      <dl className={facts.facts}>
        <dt>URL</dt>
        <dd className={facts.factMono}>{subscriber.url}</dd>
        <dt>Events</dt>
        <dd>{subscriber.eventTypes.map((type) => REVERSE_EVENT_LABELS[type]).join(', ')}</dd>
        <dt>Success rate</dt>
        <dd>
          {health.successRate === null
            ? 'No attempts in the last 24 hours'
            : `${Math.round(health.successRate * 1000) / 10}% of ${health.attempts} attempts in the last 24 hours`}
        </dd>
        <dt>Last failure</dt>
        <dd>{health.lastFailureAt ? `${timeText(health.lastFailureAt)}: ${health.lastFailure ?? ''}` : 'None'}</dd>
        {health.failingSince ? (
          <>
            <dt>Failing since</dt>
            <dd>{timeText(health.failingSince)}</dd>
          </>
        ) : null}
        {health.disabledAt ? (
          <>
            <dt>Disabled</dt>
            <dd>
              {timeText(health.disabledAt)}
              {health.disabledReason ? ` — ${health.disabledReason}` : ''}
            </dd>
          </>
        ) : null}
        {subscriber.previousSecretUntil ? (
          <>
            <dt>Previous secret</dt>
            <dd>Still signs until {timeText(subscriber.previousSecretUntil)}</dd>
          </>
        ) : null}
      </dl>
      {test ? (
        <section aria-label="Test event">
          <h3 className={css.sectionTitle}>{test.delivered ? 'Test event delivered' : 'Test event not delivered'}</h3>
          <ul className={css.list}>
            <AttemptItem attempt={test.attempt} />
          </ul>
        </section>
      ) : null}
    </SidePanel>
  );
}
