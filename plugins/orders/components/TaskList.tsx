import { memo, type KeyboardEvent } from 'react';
import type { OrderTask } from '../../engine/public/contract/order.ts';
import { formatDuration } from '../../../core/shell/formatDuration.ts';
import { formatTime } from '../orderStates.ts';
import { TaskStateBadge } from './StateBadge.tsx';
import * as css from './orderUi.css.ts';

interface TaskListProps {
  tasks: readonly OrderTask[];
  selectedTaskId: string | null;
  onSelect: (task: OrderTask) => void;
}

const duration = (task: OrderTask) =>
  task.startedAt && task.endedAt ? formatDuration(Date.parse(task.endedAt) - Date.parse(task.startedAt)) : '—';

/** Moves focus between the rows with the arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLTableRowElement>) {
  const rows = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('tr') ?? [])];
  const index = rows.indexOf(event.currentTarget);
  const to = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 }[event.key];
  if (to === undefined) return false;
  rows[Math.max(0, Math.min(to, rows.length - 1))]?.focus();
  return true;
}

/** The order's tasks in the order they ran: one row per run of a step; Enter or a click shows its attempts. */
export const TaskList = memo(function TaskList({ tasks, selectedTaskId, onSelect }: TaskListProps) {
  if (tasks.length === 0) return <p className={css.muted}>No step has run yet.</p>;
  return (
    <table className={css.table} aria-label="Tasks">
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Type</th>
          <th scope="col">State</th>
          <th scope="col">Attempts</th>
          <th scope="col">Started</th>
          <th scope="col">Took</th>
        </tr>
      </thead>
      <tbody>
        {tasks.map((task) => (
          <tr
            key={task.taskId}
            className={css.selectableRow}
            tabIndex={0}
            aria-selected={task.taskId === selectedTaskId}
            data-task={task.stepId}
            onClick={() => onSelect(task)}
            onKeyDown={(event) => {
              if (moveFocus(event)) {
                event.preventDefault();
              } else if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelect(task);
              }
            }}
          >
            <td>
              {task.stepName}
              {task.iteration > 1 ? <span className={css.muted}> · run {task.iteration}</span> : null}
              {task.compensates ? <span className={css.muted}> · undoes a step</span> : null}
            </td>
            <td className={css.muted}>{task.type}</td>
            <td>
              <TaskStateBadge state={task.state} />
            </td>
            <td>{task.attempts.length}</td>
            <td>
              <time dateTime={task.startedAt ?? task.scheduledAt}>
                {formatTime(task.startedAt ?? task.scheduledAt)}
              </time>
            </td>
            <td>{duration(task)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
