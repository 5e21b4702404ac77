import { useEffect, useId, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { scheduleReportCall, scheduleRunsCall, unscheduleReportCall } from '../calls.ts';
import { SCHEDULE_FREQUENCIES, type SavedReport, type ScheduleFrequency, type ScheduleRun } from '../contract.ts';
import * as css from '../reports.css.ts';

const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  daily: 'Daily at 06:00 UTC',
  weekly: 'Weekly, Mondays at 06:00 UTC',
  monthly: 'Monthly, on the 1st at 06:00 UTC',
};
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface SchedulePanelProps {
  saved: SavedReport;
  onClose(): void;
  onChanged(): void;
}

/** Mails a saved report's XLSX on a schedule (or at once), and lists the schedule's runs. */
export function SchedulePanel({ saved, onClose, onChanged }: SchedulePanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const ids = { frequency: useId(), recipients: useId(), now: useId() };
  const [frequency, setFrequency] = useState<ScheduleFrequency>(saved.schedule?.frequency ?? 'weekly');
  const [recipients, setRecipients] = useState((saved.schedule?.recipients ?? []).join(', '));
  const [sendNow, setSendNow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [runs, setRuns] = useState<readonly ScheduleRun[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    http.call(scheduleRunsCall, saved.savedReportId, { signal: controller.signal }).then(
      ({ data }) => setRuns(data),
      () => undefined,
    );
    return () => controller.abort();
  }, [http, saved.savedReportId]);

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  const schedule = () =>
    act(() =>
      http.call(scheduleReportCall, {
        savedReportId: saved.savedReportId,
        sendNow,
        schedule: {
          frequency,
          recipients: recipients
            .split(/[,;\s]+/)
            .map((address) => address.trim())
            .filter(Boolean),
        },
      }),
    );

  return (
    <SidePanel
      title="Schedule report"
      subtitle={`${saved.name}: mailed with its table attached as XLSX`}
      onClose={onClose}
      onSave={() => void schedule()}
      size="wide"
      footer={
        <>
          {saved.schedule ? (
            <button
              type="button"
              className={button.danger}
              disabled={busy}
              onClick={() => void act(() => http.call(unscheduleReportCall, saved.savedReportId))}
            >
              Stop schedule
            </button>
          ) : null}
          <button type="button" className={button.secondary} onClick={onClose}>
            Close
          </button>
          <button
            type="button"
            className={button.primary}
            disabled={busy || !recipients.trim()}
            onClick={() => void schedule()}
          >
            Schedule
          </button>
        </>
      }
    >
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={ids.frequency}>
          How often
        </label>
        <select
          id={ids.frequency}
          className={formCss.input}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as ScheduleFrequency)}
        >
          {SCHEDULE_FREQUENCIES.map((option) => (
            <option key={option} value={option}>
              {FREQUENCY_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={ids.recipients}>
          Recipients (e-mail addresses, separated by commas)
        </label>
        <input
          id={ids.recipients}
          className={formCss.input}
          value={recipients}
          onChange={(event) => setRecipients(event.target.value)}
        />
      </div>
      <div className={formCss.field}>
        <label htmlFor={ids.now}>
          <input
            id={ids.now}
            type="checkbox"
            checked={sendNow}
            onChange={(event) => setSendNow(event.target.checked)}
          />{' '}
          Also send it now
        </label>
      </div>
      {saved.schedule ? <p className={css.muted}>Next: {dateTime.format(new Date(saved.schedule.nextRunAt))}</p> : null}
      <h3 className={css.heading}>Runs</h3>
      {runs.length === 0 ? (
        <p className={css.muted}>Not sent yet.</p>
      ) : (
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
            {runs.map((run) => (
              <tr key={run.runId}>
                <td>{dateTime.format(new Date(run.at))}</td>
                <td className={run.result === 'FAILED' ? css.error : undefined}>
                  {run.result === 'SENT' ? 'Sent' : 'Failed'}
                </td>
                <td className={css.number}>{run.rows ?? '—'}</td>
                <td>{run.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SidePanel>
  );
}
