import { describe, expect, it } from 'vitest';
import type { OrderTask } from '../engine/public/contract/order.ts';
import type { Service } from '../engine/public/contract/service.ts';
import { runTargets, stepRunStates } from './testRun.ts';

const service = (
  name: string,
  operations: [string, string, number | null][],
  status: Service['status'] = 'ACTIVE',
): Service => ({
  serviceId: `s-${name}`,
  name,
  displayName: name.toUpperCase(),
  category: 'Mobile',
  icon: null,
  status,
  operations: operations.map(([operation, workflowId, workflowVersion]) => ({
    name: operation,
    workflowId,
    workflowVersion,
    form: null,
    rules: [],
    translation: null,
  })),
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
});

const task = (stepId: string, state: OrderTask['state'], iteration = 1, compensates: string | null = null) =>
  ({ stepId, state, iteration, compensates, scheduledAt: `2026-11-25T10:00:0${iteration}.000Z` }) as OrderTask;

describe('a test run', () => {
  it('can be entered for every operation that runs the workflow, at the version it runs', () => {
    const targets = runTargets(
      [
        service('postpaid', [
          ['ADD', 'w1', null],
          ['MODIFY', 'w2', null],
          ['SUSPEND', 'w1', 2],
        ]),
        service('prepaid', [['ADD', 'w1', null]], 'INACTIVE'),
      ],
      'w1',
      4,
    );
    expect(targets.map((target) => [target.key, target.version, target.label])).toEqual([
      ['postpaid/ADD', 4, 'POSTPAID · ADD (latest: version 4)'],
      ['postpaid/SUSPEND', 2, 'POSTPAID · SUSPEND (pinned to version 2)'],
      ['prepaid/ADD', 4, 'PREPAID · ADD (latest: version 4) · inactive'],
    ]);
    expect(runTargets([service('postpaid', [['ADD', 'w1', null]])], 'w1', null)[0]?.version).toBeNull();
  });

  it('is entered in the form its operation names', () => {
    const fibre = service('fibre', [['ADD', 'w1', null]]);
    const withForm = {
      ...fibre,
      operations: fibre.operations.map((operation) => ({ ...operation, form: 'Fibre order' })),
    };
    expect(runTargets([withForm], 'w1', 1)[0]?.form).toBe('Fibre order');
    expect(runTargets([fibre], 'w1', 1)[0]?.form).toBeNull();
  });

  it("shows each step's latest run, leaving compensations out", () => {
    const states = stepRunStates([
      task('start', 'COMPLETED'),
      task('poll', 'FAILED', 1),
      task('poll', 'RUNNING', 2),
      task('reserve', 'COMPLETED'),
      task('reserve', 'RUNNING', 2, 'undo-of-reserve'),
    ]);
    expect(Object.fromEntries(states)).toEqual({ start: 'COMPLETED', poll: 'RUNNING', reserve: 'COMPLETED' });
  });
});
