import type { TaskState } from '../../public/contract/order.ts';

/** The event that records a task reaching each state. */
export const TASK_STATE_EVENTS: Readonly<Record<TaskState, string>> = {
  SCHEDULED: 'TASK_SCHEDULED',
  RUNNING: 'TASK_STARTED',
  COMPLETED: 'TASK_COMPLETED',
  COMPLETED_MANUALLY: 'TASK_MARKED_SUCCESS',
  FAILED: 'TASK_FAILED',
  FAILED_TERMINAL: 'TASK_FAILED',
  SKIPPED: 'TASK_SKIPPED',
  CANCELLED: 'TASK_CANCELLED',
};

/** What a task that runs without an attempt opened, as the event it starts with: a worklist item, a sub-order. */
export interface TaskOpening {
  type: string;
  data: Record<string, unknown>;
}

/** A new task as far as its first events go. */
export interface NewTaskFacts {
  state: TaskState;
  /** Started at once with its first attempt: a call its run's chain makes. */
  attemptId?: string;
  opened?: TaskOpening;
  error?: { code: string; message: string };
  runAfter?: Date;
}

export interface NewTaskEvent {
  type: string;
  data: Record<string, unknown>;
}

/**
 * The events a task is written with, at `at`: a call started at once is scheduled and started (its first
 * attempt); a task that runs without an attempt — a person's worklist item, a sub-order — starts with the
 * event of what it opened; any other is recorded by its state's event, with its error or the time it is
 * due when later.
 */
export function newTaskEvents(task: NewTaskFacts, at: Date): NewTaskEvent[] {
  if (task.attemptId) {
    return [
      { type: TASK_STATE_EVENTS.SCHEDULED, data: {} },
      { type: TASK_STATE_EVENTS.RUNNING, data: { attempt: 1 } },
    ];
  }
  if (task.state === 'RUNNING' && task.opened) return [task.opened];
  const due = task.runAfter && task.runAfter > at ? { runAfter: task.runAfter.toISOString() } : {};
  return [{ type: TASK_STATE_EVENTS[task.state], data: task.error ?? due }];
}
