import { statusPill, type StatusTone } from '../../../core/shell/controls/statusPill.css.ts';
import type { DeliveryState, SubscriberHealth } from '../contract.ts';

const TONES: Readonly<Record<DeliveryState, StatusTone>> = {
  PENDING: 'info',
  RETRYING: 'warning',
  DELIVERED: 'success',
  FAILED: 'danger',
  SKIPPED: 'neutral',
};

export const DELIVERY_STATE_LABELS: Readonly<Record<DeliveryState, string>> = {
  PENDING: 'Pending',
  RETRYING: 'Retrying',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
  SKIPPED: 'Skipped',
};

/** A delivery's state as a pill in its tone. */
export function DeliveryStatePill({ state }: { state: DeliveryState }) {
  return <span className={statusPill[TONES[state]]}>{DELIVERY_STATE_LABELS[state]}</span>;
}

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
export const timeText = (iso: string) => time.format(new Date(iso));

/** A subscriber's health in a few words: disabled since, failing since, or its success rate over the last day. */
export function healthText(health: SubscriberHealth): { text: string; tone: StatusTone } {
  if (health.disabledAt) return { text: `Disabled since ${timeText(health.disabledAt)}`, tone: 'danger' };
  if (health.failingSince) return { text: `Failing since ${timeText(health.failingSince)}`, tone: 'warning' };
  if (health.successRate === null) return { text: 'No deliveries today', tone: 'neutral' };
  const rate = Math.round(health.successRate * 1000) / 10;
  return { text: `${rate}% delivered`, tone: rate >= 99 ? 'success' : rate >= 90 ? 'warning' : 'danger' };
}

/** A subscriber's health as a pill. */
export function HealthPill({ health }: { health: SubscriberHealth }) {
  const { text, tone } = healthText(health);
  return <span className={statusPill[tone]}>{text}</span>;
}
