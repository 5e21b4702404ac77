import { Link } from 'react-router-dom';
import type { SavedReport } from '../contract.ts';
import { savedReportHref } from '../savedReportLinks.ts';
import * as css from '../reports.css.ts';

/** The caller's saved reports and those shared with the tenant, under the list of reports. */
export function SavedReportList({ saved, current }: { saved: readonly SavedReport[]; current: string | null }) {
  if (saved.length === 0) return null;
  return (
    <>
      <h2 className={css.listHeading}>Saved</h2>
      <ul className={css.reportList} aria-label="Saved reports">
        {saved.map((entry) => (
          <li key={entry.savedReportId}>
            <Link
              className={css.reportLink}
              to={savedReportHref(entry)}
              aria-current={entry.savedReportId === current ? 'page' : undefined}
              title={entry.own ? undefined : `Shared by ${entry.ownerName}`}
            >
              {entry.name}
              {entry.schedule ? ` · ${entry.schedule.frequency}` : ''}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
