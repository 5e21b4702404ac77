import { describe, expect, it } from 'vitest';
import { TASK_STATES, type TaskState } from '../../public/contract/order.ts';
import { newTaskEvents, TASK_STATE_EVENTS } from './taskEvents.ts';

const AT = new Date('2026-03-02T10:00:00.000Z');
const types = (events: { type: string }[]) => events.map((event) => event.type);

/** Each state, and the event it is recorded by as an operator reads the history. */
const RECORDED_BY: [TaskState, string][] = [
  ['SCHEDULED', 'TASK_SCHEDULED'],
  ['RUNNING', 'TASK_STARTED'],
  ['COMPLETED', 'TASK_COMPLETED'],
  ['COMPLETED_MANUALLY', 'TASK_MARKED_SUCCESS'],
  ['FAILED', 'TASK_FAILED'],
  ['FAILED_TERMINAL', 'TASK_FAILED'],
  ['SKIPPED', 'TASK_SKIPPED'],
  ['CANCELLED', 'TASK_CANCELLED'],
];

describe('the events of a new task', () => {
  it('names every task state', () => {
    expect(RECORDED_BY.map(([state]) => state).sort()).toEqual([...TASK_STATES].sort());
  });

  it.each(RECORDED_BY)('records a task written %s by %s', (state, type) => {
    expect(types(newTaskEvents({ state }, AT))).toEqual([type]);
    expect(TASK_STATE_EVENTS[state]).toBe(type);
  });

  it('calls a task failed only when it failed', () => {
    const failing = TASK_STATES.filter((state) => types(newTaskEvents({ state }, AT)).includes('TASK_FAILED'));
    expect(failing).toEqual(['FAILED', 'FAILED_TERMINAL']);
  });

  it('starts a person’s step or a sub-order with what it opened, and nothing else', () => {
    const opened = { type: 'WORKLIST_ITEM_OPENED', data: { itemId: 'item-1', group: 'Operator' } };
    expect(newTaskEvents({ state: 'RUNNING', opened }, AT)).toEqual([opened]);
  });

  it('schedules and starts a call started at once, with its first attempt', () => {
    expect(newTaskEvents({ state: 'SCHEDULED', attemptId: 'attempt-1' }, AT)).toEqual([
      { type: 'TASK_SCHEDULED', data: {} },
      { type: 'TASK_STARTED', data: { attempt: 1 } },
    ]);
  });

  it('says when a scheduled task is due later, and why a task failed', () => {
    const later = new Date(AT.getTime() + 5_000);
    expect(newTaskEvents({ state: 'SCHEDULED', runAfter: later }, AT)).toEqual([
      { type: 'TASK_SCHEDULED', data: { runAfter: later.toISOString() } },
    ]);
    expect(newTaskEvents({ state: 'SCHEDULED', runAfter: AT }, AT)).toEqual([{ type: 'TASK_SCHEDULED', data: {} }]);
    const error = { code: 'NOT_AVAILABLE', message: 'The task template "Survey" is disabled' };
    expect(newTaskEvents({ state: 'FAILED_TERMINAL', error }, AT)).toEqual([{ type: 'TASK_FAILED', data: error }]);
  });
});
