import type { Attempt } from '../contract.ts';
import * as css from '../reverse.css.ts';
import { timeText } from './deliveryState.tsx';

/** One attempt: when, what the subscriber answered (status, latency) and the start of its response. */
export function AttemptItem({ attempt }: { attempt: Attempt }) {
  return (
    <li className={css.listItem}>
      <span>
        Attempt {attempt.number} · {timeText(attempt.at)} ·{' '}
        <strong>{attempt.statusCode === null ? 'No answer' : `HTTP ${attempt.statusCode}`}</strong> ·{' '}
        {attempt.latencyMs} ms
      </span>
      {attempt.response ? <span className={css.mono}>{attempt.response}</span> : null}
    </li>
  );
}
