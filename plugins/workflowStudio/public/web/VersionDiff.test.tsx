import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diffWorkflows } from '../../../engine/public/contract/workflowDiff.ts';
import type { WorkflowDefinition } from '../../../engine/public/contract/workflowDefinition.ts';
import { VersionDiff } from './VersionDiff.tsx';

const V1: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'reserve', kind: 'TASK', name: 'Reserve MSISDN', taskTemplate: 'Reserve MSISDN' },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'reserve' },
    { from: 'reserve', to: 'end' },
  ],
};

describe('two versions side by side', () => {
  it('puts each difference on a row: what it was on the left, what it is on the right', () => {
    const draft: WorkflowDefinition = {
      ...V1,
      failurePolicy: 'ROLL_BACK',
      steps: [
        ...V1.steps.map((step) => (step.id === 'reserve' ? { ...step, name: 'Reserve a number' } : step)),
        { id: 'notify', kind: 'TASK', name: 'Notify customer', taskTemplate: 'Notify customer' },
      ],
      edges: [
        { from: 'start', to: 'reserve' },
        { from: 'reserve', to: 'notify' },
        { from: 'notify', to: 'end' },
      ],
    };
    render(<VersionDiff diff={diffWorkflows(V1, draft)} left="Version 1" right="Draft" />);
    const table = screen.getByRole('table', { name: 'Differences between Version 1 and Draft' });
    const row = (what: string) => within(table).getByRole('rowheader', { name: what }).closest('tr') as HTMLElement;
    expect(
      within(row('Failure policy'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['PARK', 'ROLL_BACK']);
    expect(
      within(row('Reserve a number: name'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Reserve MSISDN', 'Reserve a number']);
    expect(
      within(row('Step added'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Notify customer (notify) · Notify customer']);
    expect(within(row('Edge removed')).getAllByRole('cell')[0]?.textContent).toBe('reserve → end');
  });

  it('says when two graphs run the same', () => {
    render(<VersionDiff diff={diffWorkflows(V1, V1)} left="Version 1" right="Version 2" />);
    expect(screen.getByText('No difference: both run the same.')).toBeTruthy();
  });
});
