import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { deleteSavedReportCall, reportCall, reportExportCall, savedReportsCall } from '../calls.ts';
import { AllowedRecipientsPanel } from '../components/AllowedRecipientsPanel.tsx';
import { ReportBars } from '../components/ReportBars.tsx';
import { SavedReportList } from '../components/SavedReportList.tsx';
import { SaveReportPanel } from '../components/SaveReportPanel.tsx';
import { SchedulePanel } from '../components/SchedulePanel.tsx';
import { ReportFilterBar } from '../components/ReportFilterBar.tsx';
import { ReportTable } from '../components/ReportTable.tsx';
import {
  REPORT_IDS,
  REPORTS,
  REPORTS_PATH,
  SCHEDULE_PERMISSIONS,
  type ReportExportFormat,
  type ReportResult,
  type ReportRow,
  type SavedReport,
} from '../contract.ts';
import { ConfirmDialog } from '../../../core/shell/dialog/ConfirmDialog.tsx';
import { savedReportHref } from '../savedReportLinks.ts';
import { downloadFile } from '../../../core/shell/downloadFile.ts';
import { rowListingHref } from '../reportLinks.ts';
import { filtersOf, filtersText, reportOf, type FilterParam } from '../reportQuery.ts';
import * as css from '../reports.css.ts';
import { scheduleRights } from '../contract/scheduleRights.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** `/reports`: each report with its filters (in the URL), a chart, the table under it, and its export. */
function ReportsPage() {
  const http = useService<HttpClient>(HttpClient);
  const [params, setParams] = useSearchParams();
  const reportId = reportOf(params);
  const definition = REPORTS[reportId];
  const filtersKey = JSON.stringify(filtersOf(params));
  const filters = useMemo(() => JSON.parse(filtersKey) as Record<string, string>, [filtersKey]);
  const [result, setResult] = useState<ReportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<ReportExportFormat | null>(null);
  const [saved, setSaved] = useState<readonly SavedReport[]>([]);
  const [panel, setPanel] = useState<'save' | 'rename' | 'schedule' | 'delete' | 'recipients' | null>(null);
  const savedId = params.get('saved');
  const openSaved = saved.find((entry) => entry.savedReportId === savedId) ?? null;
  const partner = useService<SessionStore>(SessionStore).isPartner;
  const held: Readonly<Record<string, boolean>> = {
    [SCHEDULE_PERMISSIONS.own]: usePermission(SCHEDULE_PERMISSIONS.own),
    [SCHEDULE_PERMISSIONS.changeAny]: usePermission(SCHEDULE_PERMISSIONS.changeAny),
    [SCHEDULE_PERMISSIONS.stopAny]: usePermission(SCHEDULE_PERMISSIONS.stopAny),
  };
  const rights = openSaved ? scheduleRights(openSaved.own, partner, (key) => held[key] === true) : null;
  // Another user's report is scheduled only by its owner: the panel then changes or stops what it has.
  const offersSchedule =
    openSaved !== null &&
    rights !== null &&
    (openSaved.own ? rights.change : openSaved.schedule !== null && (rights.change || rights.stop));

  const loadSaved = useCallback(
    (signal?: AbortSignal) =>
      http.call(savedReportsCall, undefined, { signal }).then(
        ({ data }) => setSaved(data),
        () => undefined,
      ),
    [http],
  );
  useEffect(() => {
    const controller = new AbortController();
    void loadSaved(controller.signal);
    return () => controller.abort();
  }, [loadSaved]);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    http.call(reportCall, { report: reportId, query: filters }, { signal: controller.signal }).then(
      ({ data }) => setResult(data),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setResult(null);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => controller.abort();
  }, [http, reportId, filters]);

  const change = (changes: Partial<Record<FilterParam, string>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      // Other filters are another report than the one saved.
      next.delete('saved');
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  const hrefOf = useCallback(
    (row: ReportRow) =>
      result && Object.keys(definition.listingFilters).length > 0
        ? rowListingHref(definition, row, result, filters)
        : null,
    [definition, filters, result],
  );

  const exportAs = async (format: ReportExportFormat) => {
    setExporting(format);
    try {
      const { data } = await http.call(reportExportCall, { report: reportId, query: filters, format });
      const day = new Date().toISOString().slice(0, 10);
      downloadFile(`${reportId}-${day}.${format}`, data);
    } finally {
      setExporting(null);
    }
  };

  const reportHref = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('report', id);
    next.delete('saved');
    return `${REPORTS_PATH}?${next.toString()}`;
  };
  const shown = result?.report === reportId ? result : null;

  return (
    <PageFrame
      title="Reports"
      summary="How orders, the worklist and the network did over a range; every figure opens its orders."
    >
      <div className={css.layout}>
        <nav aria-label="Reports">
          <ul className={css.reportList}>
            {REPORT_IDS.map((id) => (
              <li key={id}>
                <Link
                  className={css.reportLink}
                  to={reportHref(id)}
                  aria-current={id === reportId ? 'page' : undefined}
                >
                  {REPORTS[id].title}
                </Link>
              </li>
            ))}
          </ul>
          <SavedReportList saved={saved} current={savedId} />
        </nav>
        <section className={css.report} aria-labelledby="report-heading">
          <h2 id="report-heading" className={css.heading}>
            {openSaved ? `${openSaved.name} · ${definition.title}` : definition.title}
          </h2>
          <p className={css.muted}>{definition.summary}</p>
          {openSaved?.schedule ? (
            <p className={openSaved.schedule.skipped ? css.error : css.muted}>
              {openSaved.schedule.skipped ??
                `Mailed ${openSaved.schedule.frequency}; next ${dateTime.format(new Date(openSaved.schedule.nextRunAt))}.`}
            </p>
          ) : null}
          <p className={`${css.muted} ${css.printOnly}`}>{filtersText(filters, definition.id === 'orderVolume')}</p>
          <ReportFilterBar definition={definition} filters={filters} onChange={change} />
          <div className={css.controls}>
            <div className={css.actions}>
              <button type="button" className={button.secondary} onClick={() => setPanel('save')}>
                Save…
              </button>
              {openSaved?.own ? (
                <button type="button" className={button.secondary} onClick={() => setPanel('rename')}>
                  Rename…
                </button>
              ) : null}
              {offersSchedule ? (
                <button type="button" className={button.secondary} onClick={() => setPanel('schedule')}>
                  Schedule…
                </button>
              ) : null}
              {openSaved?.own ? (
                <button type="button" className={button.secondary} onClick={() => setPanel('delete')}>
                  Delete saved report
                </button>
              ) : null}
              {!partner && held[SCHEDULE_PERMISSIONS.changeAny] ? (
                <button type="button" className={button.secondary} onClick={() => setPanel('recipients')}>
                  External recipients…
                </button>
              ) : null}
              <button
                type="button"
                className={button.secondary}
                disabled={exporting !== null || !shown}
                onClick={() => void exportAs('csv')}
              >
                Export CSV
              </button>
              <button
                type="button"
                className={button.secondary}
                disabled={exporting !== null || !shown}
                onClick={() => void exportAs('xlsx')}
              >
                Export XLSX
              </button>
            </div>
          </div>
          {error ? (
            <p role="alert" className={css.error}>
              {error}
            </p>
          ) : null}
          {shown ? (
            <>
              <p className={css.muted} role="status">
                {dateTime.format(new Date(shown.from))} – {dateTime.format(new Date(shown.to))} ·{' '}
                {shown.rows.length.toLocaleString()} rows
              </p>
              {shown.rows.length > 0 ? <ReportBars definition={definition} rows={shown.rows} hrefOf={hrefOf} /> : null}
              <ReportTable definition={definition} rows={shown.rows} hrefOf={hrefOf} />
            </>
          ) : error ? null : (
            <p role="status">Loading...</p>
          )}
        </section>
      </div>
      {panel === 'save' ? (
        <SaveReportPanel
          definition={definition}
          filters={filters}
          onClose={() => setPanel(null)}
          onSaved={(entry) => {
            setPanel(null);
            void loadSaved();
            setParams(new URLSearchParams(savedReportHref(entry).split('?')[1]));
          }}
        />
      ) : null}
      {panel === 'rename' && openSaved ? (
        <SaveReportPanel
          definition={definition}
          filters={filters}
          existing={openSaved}
          onClose={() => setPanel(null)}
          onSaved={() => {
            setPanel(null);
            void loadSaved();
          }}
        />
      ) : null}
      {panel === 'schedule' && openSaved && rights ? (
        <SchedulePanel
          saved={openSaved}
          rights={rights}
          partner={partner}
          onClose={() => setPanel(null)}
          onChanged={() => void loadSaved()}
        />
      ) : null}
      {panel === 'recipients' ? <AllowedRecipientsPanel onClose={() => setPanel(null)} /> : null}
      {panel === 'delete' && openSaved ? (
        <ConfirmDialog
          request={{
            title: 'Delete saved report',
            message: `Delete "${openSaved.name}" and its schedule? The report itself stays.`,
            confirmLabel: 'Delete',
            danger: true,
            onConfirm: () =>
              void http.call(deleteSavedReportCall, openSaved.savedReportId).then(() => {
                void loadSaved();
                change({});
              }),
          }}
          onClose={() => setPanel(null)}
        />
      ) : null}
    </PageFrame>
  );
}

export default ReportsPage;
