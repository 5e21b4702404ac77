import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkflowHistory } from './WorkflowHistory.tsx';

describe('a workflow’s history', () => {
  it('lists who did what and when, newest first, with the version and the comment', () => {
    render(
      <WorkflowHistory
        entries={[
          {
            action: 'restore',
            actor: 'designer',
            at: '2026-11-26T10:00:00.000Z',
            before: {},
            after: { restoredVersion: 1 },
          },
          {
            action: 'publish',
            actor: 'designer',
            at: '2026-11-25T09:00:00.000Z',
            before: null,
            after: { number: 2, comment: 'Retries the HLR call' },
          },
          { action: 'update', actor: 'admin', at: '2026-11-24T08:00:00.000Z', before: {}, after: {} },
          { action: 'create', actor: 'admin', at: '2026-11-23T07:00:00.000Z', before: null, after: {} },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Restored as the draft',
      'Published',
      'Draft saved',
      'Created',
    ]);
    expect(items[0]?.textContent).toContain('From version 1');
    expect(items[1]?.textContent).toContain('Version 2');
    expect(items[1]?.textContent).toContain('“Retries the HLR call”');
    expect(items[1]?.textContent).toMatch(/designer · /);
    expect(items[1]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-25T09:00:00.000Z');
  });

  it('says when nothing is recorded', () => {
    render(<WorkflowHistory entries={[]} />);
    expect(screen.getByText('No changes are recorded yet.')).toBeTruthy();
  });
});
