import { Link } from 'react-router-dom';
import type { WorklistItem } from '../../engine/public/contract/worklist.ts';
import { WORKLIST_STATES } from '../../engine/public/contract/worklist.ts';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { orderDetailHref } from '../../engine/public/web/orderLinks.ts';
import { ageBand, formatAge, isOverdue } from '../worklistAge.ts';
import * as css from '../components/worklist.css.ts';

export const WORKLIST_STATE_LABELS: Readonly<Record<WorklistItem['state'], string>> = {
  OPEN: 'Open',
  CLAIMED: 'Claimed',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** The worklist's columns; `now` dates the ageing, so the caller re-renders it as time passes. */
export function worklistColumns(now: number): GridColumn<WorklistItem>[] {
  return [
    { id: 'title', header: 'Item', accessor: (item) => item.title, width: 260, hideable: false },
    {
      id: 'orderNumber',
      header: 'Order',
      accessor: (item) => item.orderNumber,
      cell: (item) => (
        <Link className={css.link} to={orderDetailHref(item)} tabIndex={-1}>
          {item.orderNumber}
        </Link>
      ),
      width: 140,
    },
    {
      id: 'state',
      header: 'State',
      accessor: (item) => item.state,
      cell: (item) => (
        <span className={css.state[item.state]} data-state={item.state}>
          {WORKLIST_STATE_LABELS[item.state]}
        </span>
      ),
      exportValue: (item) => WORKLIST_STATE_LABELS[item.state],
      filter: {
        kind: 'select',
        options: WORKLIST_STATES.map((state) => ({ value: state, label: WORKLIST_STATE_LABELS[state] })),
      },
      width: 110,
    },
    { id: 'group', header: 'Group', accessor: (item) => item.group ?? '', width: 130 },
    { id: 'assignee', header: 'Assignee', accessor: (item) => item.assignee ?? '', width: 130 },
    {
      id: 'createdAt',
      header: 'Waiting',
      accessor: (item) => item.createdAt,
      cell: (item) =>
        item.state === 'OPEN' || item.state === 'CLAIMED' ? (
          <span className={css.age[ageBand(item.createdAt, now)]} title={time(item.createdAt)}>
            {formatAge(item.createdAt, now)}
          </span>
        ) : (
          <span className={css.muted}>{time(item.completedAt ?? item.updatedAt)}</span>
        ),
      exportValue: (item) => item.createdAt,
      sortable: true,
      width: 100,
    },
    {
      id: 'dueAt',
      header: 'Due',
      accessor: (item) => item.dueAt,
      cell: (item) => {
        const overdue = isOverdue(item.dueAt, item.state, now);
        return (
          <span className={overdue ? `${css.due} ${css.overdue}` : css.due} title={time(item.dueAt)}>
            <span className={css.dueTime}>{time(item.dueAt)}</span>
            {overdue ? <span className={css.overdueTag}>· overdue</span> : null}
          </span>
        );
      },
      exportValue: (item) => item.dueAt ?? '',
      sortable: true,
      width: 240,
    },
    { id: 'priority', header: 'Priority', accessor: (item) => item.priority, sortable: true, align: 'end', width: 90 },
    {
      id: 'commentCount',
      header: 'Comments',
      accessor: (item) => item.commentCount,
      align: 'end',
      width: 100,
      defaultHidden: true,
    },
  ];
}
