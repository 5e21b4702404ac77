import type { ScheduleRun } from '../contract.ts';
import * as css from '../reports.css.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const RESULT_LABELS: Record<ScheduleRun['result'], string> = { SENT: 'Sent', FAILED: 'Failed', SKIPPED: 'Skipped' };

/** Whom a run mailed and skipped, for those who may see them: "a@x, b@y; skipped c@z (why)". */
function recipientsOf(run: ScheduleRun): string {
  const parts: string[] = [];
  if (run.sentTo && run.sentTo.length > 0) parts.push(run.sentTo.join(', '));
  if (run.skipped && run.skipped.length > 0) {
    parts.push(`skipped ${run.skipped.map((entry) => `${entry.recipient} (${entry.reason})`).join(', ')}`);
  }
  return parts.join('; ');
}

/** A schedule's runs, newest first. */
export function ScheduleRuns({ runs }: { runs: readonly ScheduleRun[] }) {
  if (runs.length === 0) return <p className={css.muted}>Not sent yet.</p>;
  return (
    <table className={css.table} aria-label="Runs">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Result</th>
          <th scope="col" className={css.number}>
            Rows
          </th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => {
          const recipients = recipientsOf(run);
          return (
            <tr key={run.runId}>
              <td>{dateTime.format(new Date(run.at))}</td>
              <td className={run.result === 'SENT' ? undefined : css.error}>{RESULT_LABELS[run.result]}</td>
              <td className={css.number}>{run.rows ?? '—'}</td>
              <td className={css.wrapping}>
                {run.message}
                {recipients ? <span className={css.muted}>: {recipients}</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
