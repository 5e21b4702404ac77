import { Link } from 'react-router-dom';
import type { DashboardWorklist } from '../contract.ts';
import * as css from '../pages/dashboard.css.ts';

/** The worklist's own screen (spec section 2), open and claimed items. */
const WORKLIST_HREF = '/monitor/worklist?worklist.f.state=OPEN&worklist.f.state=CLAIMED';

/** Items waiting for a person: how many, how long (bands), and per group. */
export function WorklistAgeing({ worklist }: { worklist: DashboardWorklist }) {
  const most = Math.max(1, ...worklist.ageing.map((band) => band.count));
  return (
    <section className={css.panel} aria-labelledby="dashboard-worklist">
      <h2 id="dashboard-worklist" className={css.panelTitle}>
        <Link to={WORKLIST_HREF}>Worklist</Link>
      </h2>
      <p className={css.muted}>
        {worklist.open.toLocaleString()} open · {worklist.claimed.toLocaleString()} claimed ·{' '}
        {worklist.unassigned.toLocaleString()} unassigned ·{' '}
        <span className={worklist.overdue > 0 ? css.error : undefined}>
          {worklist.overdue.toLocaleString()} overdue
        </span>
      </p>
      <ul className={css.bars} aria-label="Waiting for">
        {worklist.ageing.map((band, index) => (
          <li key={band.label} className={css.bar}>
            <span className={css.barLabel}>{band.label}</span>
            <span className={css.barTrack}>
              <span
                className={css.barFill[index >= 3 ? 'late' : index === 2 ? 'slow' : 'fresh']}
                style={{ width: `${(band.count / most) * 100}%` }}
              />
            </span>
            <span className={css.barValue}>{band.count.toLocaleString()}</span>
          </li>
        ))}
      </ul>
      {worklist.groups.length > 0 ? (
        <table className={css.table} aria-label="Waiting items by group">
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Waiting</th>
              <th scope="col">Overdue</th>
            </tr>
          </thead>
          <tbody>
            {worklist.groups.map((group) => (
              <tr key={group.group ?? ''}>
                <td>{group.group ?? 'No group'}</td>
                <td>{group.waiting.toLocaleString()}</td>
                <td className={group.overdue > 0 ? css.error : undefined}>{group.overdue.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
