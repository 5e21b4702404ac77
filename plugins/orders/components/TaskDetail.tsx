import type { OrderTask } from '../../engine/public/contract/order.ts';
import { formatDuration } from '../../../core/shell/formatDuration.ts';
import { formatTime } from '../orderStates.ts';
import { PayloadBlock } from '../../../core/shell/controls/PayloadBlock.tsx';
import { TaskStateBadge } from './StateBadge.tsx';
import * as css from './orderUi.css.ts';
import * as detail from './taskDetail.css.ts';

/** One task: its input and output, its error, and every attempt with what was sent and what came back. */
export function TaskDetail({ task }: { task: OrderTask }) {
  return (
    <section className={css.section} aria-labelledby={`task-${task.taskId}`}>
      <header className={detail.header}>
        <h3 id={`task-${task.taskId}`} className={css.sectionTitle}>
          {task.stepName}
        </h3>
        <TaskStateBadge state={task.state} />
        <span className={css.muted}>
          {task.type}
          {task.taskTemplate ? ` · ${task.taskTemplate}` : ''}
        </span>
      </header>
      {task.errorMessage ? (
        <p className={css.errorText} role="note">
          {task.errorCode ? `${task.errorCode}: ` : ''}
          {task.errorMessage}
        </p>
      ) : null}
      <div className={detail.pair}>
        <PayloadBlock label="Input" value={task.input} />
        <PayloadBlock label="Output" value={task.output} />
      </div>
      {task.attempts.length > 0 ? (
        <ol className={detail.attempts} aria-label="Attempts">
          {[...task.attempts].reverse().map((attempt) => (
            <li key={attempt.attemptId} className={detail.attempt}>
              <details open={attempt.number === task.attempts.length}>
                <summary className={detail.attemptSummary}>
                  Attempt {attempt.number} · {attempt.state.toLowerCase()} · {formatTime(attempt.startedAt)} ·{' '}
                  {formatDuration(attempt.durationMs)}
                  {attempt.errorMessage ? ` · ${attempt.errorMessage}` : ''}
                </summary>
                <div className={detail.pair}>
                  <PayloadBlock label="Request" value={attempt.request} />
                  <PayloadBlock label="Response" value={attempt.response} />
                </div>
              </details>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
