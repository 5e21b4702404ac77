import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FailureBanner, StaleVersionBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { useVersionedSave } from '../../resourceKit/public/web/useVersionedSave.ts';
import {
  reportsConfigurationCall,
  savedReportsCall,
  scheduleReportCall,
  scheduleRunsCall,
  unscheduleReportCall,
} from '../calls.ts';
import {
  SCHEDULE_FREQUENCIES,
  type ReportSchedule,
  type SavedReport,
  type ScheduleFrequency,
  type ScheduleRecipient,
  type ScheduleRun,
} from '../contract.ts';
import * as css from '../reports.css.ts';
import type { ScheduleRights } from '../contract/scheduleRights.ts';
import { ScheduleRecipients } from './ScheduleRecipients.tsx';
import { ScheduleRuns } from './ScheduleRuns.tsx';
import { useVisiblePoll } from './useVisiblePoll.ts';

const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  daily: 'Daily at 06:00 UTC',
  weekly: 'Weekly, Mondays at 06:00 UTC',
  monthly: 'Monthly, on the 1st at 06:00 UTC',
};
/** How often the open panel asks for new runs. */
const RUNS_REFRESH_MS = 5_000;
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface SchedulePanelProps {
  saved: SavedReport;
  rights: ScheduleRights;
  /** A partner user's schedule mails users of its accounts only: no address is offered. */
  partner: boolean;
  onClose(): void;
  onChanged(): void;
}

const inputOf = (recipient: ScheduleRecipient) =>
  recipient.kind === 'user' ? { userId: recipient.userId } : { address: recipient.address };

/**
 * Mails a saved report's XLSX on a schedule (or at once) to users of the tenant and allowed addresses, and
 * lists the schedule's runs. What the caller may not do is not offered (`rights`); the server refuses it too.
 */
export function SchedulePanel({ saved, rights, partner, onClose, onChanged }: SchedulePanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const ids = { frequency: useId(), now: useId() };
  const formRef = useRef<HTMLDivElement>(null);
  const [frequency, setFrequency] = useState<ScheduleFrequency>(saved.schedule?.frequency ?? 'weekly');
  const [recipients, setRecipients] = useState<ScheduleRecipient[]>(saved.schedule?.recipients ?? []);
  const [version, setVersion] = useState<number | undefined>(saved.schedule?.version);
  const [nextRunAt, setNextRunAt] = useState(saved.schedule?.nextRunAt ?? null);
  const [sendNow, setSendNow] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [allowed, setAllowed] = useState<readonly string[] | null>(null);
  const [runs, setRuns] = useState<readonly ScheduleRun[]>([]);

  useEffect(() => {
    if (!rights.change || partner) return undefined;
    const controller = new AbortController();
    http.call(reportsConfigurationCall, undefined, { signal: controller.signal }).then(
      ({ data }) => setAllowed(data.allowedRecipients),
      () => undefined,
    );
    return () => controller.abort();
  }, [http, rights.change, partner]);

  const loadRuns = useCallback(
    (signal: AbortSignal) =>
      void http.call(scheduleRunsCall, saved.savedReportId, { signal }).then(
        ({ data }) => setRuns(data),
        () => undefined,
      ),
    [http, saved.savedReportId],
  );
  // A run is written by the server's job, which does not publish on the event stream.
  useVisiblePoll(loadRuns, RUNS_REFRESH_MS);

  const show = (schedule: ReportSchedule) => {
    setFrequency(schedule.frequency);
    setRecipients(schedule.recipients ?? []);
    setVersion(schedule.version);
    setNextRunAt(schedule.nextRunAt);
  };
  const saving = useVersionedSave<ReportSchedule>({
    send: async (overwriting) => {
      const { data } = await http.call(scheduleReportCall, {
        savedReportId: saved.savedReportId,
        sendNow,
        schedule: { frequency, recipients: recipients.map(inputOf), version: overwriting ?? version },
      });
      if (!data.schedule) throw new Error('The report was not scheduled.');
      return data.schedule;
    },
    load: async () => {
      const { data } = await http.call(savedReportsCall, undefined);
      const schedule = data.find((entry) => entry.savedReportId === saved.savedReportId)?.schedule;
      if (!schedule) throw new Error('The schedule was stopped meanwhile.');
      return schedule;
    },
    onSaved: (schedule) => {
      show(schedule);
      setSendNow(false);
      onChanged();
    },
    onReloaded: show,
    formRef,
    fallbackMessage: 'The schedule could not be saved.',
  });
  const changeRecipients = (next: ScheduleRecipient[]) => {
    setRecipients(next);
    for (const field of Object.keys(saving.serverErrors)) {
      if (field.startsWith('recipients')) saving.clearServerError(field);
    }
  };
  const stop = async () => {
    if (version === undefined) return;
    setStopping(true);
    try {
      await http.call(unscheduleReportCall, { savedReportId: saved.savedReportId, version });
      setVersion(undefined);
      setNextRunAt(null);
      onChanged();
    } finally {
      setStopping(false);
    }
  };
  const busy = saving.saving || stopping;

  return (
    <SidePanel
      title="Schedule report"
      subtitle={`${saved.name}: mailed with its table attached as XLSX`}
      onClose={onClose}
      onSave={rights.change ? () => void saving.save() : undefined}
      size="wide"
      footer={
        <>
          {version !== undefined && rights.stop ? (
            <button type="button" className={button.danger} disabled={busy} onClick={() => void stop()}>
              Stop schedule
            </button>
          ) : null}
          <button type="button" className={button.secondary} onClick={onClose}>
            Close
          </button>
          {rights.change ? (
            <button
              type="button"
              className={button.primary}
              disabled={busy || recipients.length === 0}
              onClick={() => void saving.save()}
            >
              Schedule
            </button>
          ) : null}
        </>
      }
    >
      <div ref={formRef} className={css.scheduleForm}>
        {saving.conflict ? (
          <StaleVersionBanner
            entity="schedule"
            onReload={() => void saving.reload()}
            onOverwrite={() => void saving.overwrite()}
          />
        ) : null}
        {saving.failure ? <FailureBanner message={saving.failure} /> : null}
        {saved.schedule?.skipped ? <p className={css.error}>{saved.schedule.skipped}</p> : null}
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor={ids.frequency}>
            How often
          </label>
          <select
            id={ids.frequency}
            className={formCss.input}
            value={frequency}
            disabled={!rights.change}
            onChange={(event) => setFrequency(event.target.value as ScheduleFrequency)}
          >
            {SCHEDULE_FREQUENCIES.map((option) => (
              <option key={option} value={option}>
                {FREQUENCY_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <ScheduleRecipients
          recipients={recipients}
          errors={saving.serverErrors}
          allowed={allowed}
          readOnly={!rights.change}
          onChange={changeRecipients}
        />
        {rights.change ? (
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
        ) : null}
        {nextRunAt ? <p className={css.muted}>Next: {dateTime.format(new Date(nextRunAt))}</p> : null}
        <h3 className={css.heading}>Runs</h3>
        <ScheduleRuns runs={runs} />
      </div>
    </SidePanel>
  );
}
