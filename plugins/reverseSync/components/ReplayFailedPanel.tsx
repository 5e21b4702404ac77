import { useEffect, useId, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { useResourceChoices } from '../../resourceKit/public/web/useResourceChoices.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { replayFailedCall, replayJobCall, subscriberCalls } from '../calls.ts';
import type { ReplayJob } from '../contract.ts';
import * as css from '../reverse.css.ts';

const POLL_MS = 1_000;
const DAY_MS = 86_400_000;

/** A `datetime-local` value of a time, in the browser's zone. */
function localInput(at: Date): string {
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

interface ReplayFailedPanelProps {
  onClose(): void;
}

/**
 * "Replay failed since…": a subscriber's failed and skipped deliveries since a time, counted first (a dry
 * run), then sent again as a server job whose progress and per-delivery result are shown as it goes.
 */
export function ReplayFailedPanel({ onClose }: ReplayFailedPanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const subscribers = useResourceChoices(subscriberCalls.list, 'name');
  const [subscriberId, setSubscriberId] = useState('');
  const [since, setSince] = useState(() => localInput(new Date(Date.now() - DAY_MS)));
  const [count, setCount] = useState<number | null>(null);
  const [job, setJob] = useState<ReplayJob | null>(null);
  const [busy, setBusy] = useState(false);
  const subscriberField = useId();
  const sinceField = useId();
  const chosen = subscriberId || subscribers[0]?.subscriberId || '';
  const request = (dryRun: boolean) => ({ subscriberId: chosen, since: new Date(since).toISOString(), dryRun });

  const countFailed = async () => {
    setBusy(true);
    try {
      setCount((await http.call(replayFailedCall, request(true))).data.count);
    } catch {
      // The HTTP client reports the failure.
    } finally {
      setBusy(false);
    }
  };
  const start = async () => {
    setBusy(true);
    try {
      setJob((await http.call(replayFailedCall, request(false))).data);
    } catch {
      setBusy(false);
    }
  };

  const jobId = job?.jobId ?? null;
  const running = job?.state === 'RUNNING';
  useEffect(() => {
    if (!jobId || !running) return;
    const timer = setTimeout(() => {
      http.call(replayJobCall, jobId).then(
        ({ data }) => {
          setJob(data);
          // The replays' attempts reach the list through the delivery stream.
          if (data.state === 'DONE') setBusy(false);
        },
        () => setBusy(false),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [http, jobId, running, job]);

  const changed = () => {
    setCount(null);
    setJob(null);
  };
  return (
    <SidePanel
      title="Replay failed deliveries"
      onClose={onClose}
      footer={
        <div className={css.actions}>
          <button
            type="button"
            className={button.secondary}
            disabled={busy || !chosen}
            onClick={() => void countFailed()}
          >
            Count (dry run)
          </button>
          <button
            type="button"
            className={button.primary}
            disabled={busy || !chosen || count === null || count === 0 || job !== null}
            onClick={() => void start()}
          >
            {count === null ? 'Replay' : `Replay ${count}`}
          </button>
        </div>
      }
    >
      <p className={css.note}>
        Sends again, with the same webhook-id, every delivery of the subscriber that failed or was skipped since the
        time chosen. Count first: nothing is sent until you replay.
      </p>
      <FormField id={subscriberField} label="Subscriber">
        <select
          id={subscriberField}
          className={form.input}
          value={chosen}
          onChange={(event) => {
            setSubscriberId(event.target.value);
            changed();
          }}
        >
          {subscribers.map((subscriber) => (
            <option key={subscriber.subscriberId} value={subscriber.subscriberId}>
              {subscriber.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={sinceField} label="Failed since">
        <input
          id={sinceField}
          type="datetime-local"
          className={form.input}
          value={since}
          onChange={(event) => {
            setSince(event.target.value);
            changed();
          }}
        />
      </FormField>
      {count !== null && job === null ? (
        <p role="status">
          {count === 0
            ? 'No failed deliveries since then: nothing to replay.'
            : `${count} failed ${count === 1 ? 'delivery' : 'deliveries'} would be sent again.`}
        </p>
      ) : null}
      {job ? (
        <section aria-label="Replay progress">
          <p role="status">
            {job.state === 'DONE' ? 'Replay done' : 'Replaying'}: {job.done} of {job.count}
          </p>
          <progress max={Math.max(job.count, 1)} value={job.done} aria-label="Replayed" />
          <ul className={css.list}>
            {job.results.map((result) => (
              <li key={result.deliveryId} className={css.listItem}>
                <span className={css.mono}>{result.deliveryId}</span>
                <span>{result.message}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </SidePanel>
  );
}
