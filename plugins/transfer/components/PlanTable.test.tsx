import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CopyItem, CopyPlan } from '../contract.ts';
import { itemKeyOf, type ResolutionChoice, type Resolutions } from '../model/copyDraft.ts';
import { PlanTable } from './PlanTable.tsx';

const item = (name: string, action: CopyItem['action']): CopyItem => ({
  kind: 'form',
  title: 'form',
  name,
  targetName: name,
  action,
  neededBy: null,
  secrets: [],
  diff: [],
  renamedRefs: [],
});

const PLAN: CopyPlan = {
  sourceTenantId: 'aurora',
  targetTenantId: 'borealis',
  applied: false,
  items: [item('Site survey', 'create'), item('Fibre order', 'conflict'), item('Port in', 'conflict')],
  missing: [],
};

/** The badge of each row of the dry run, by item name. */
function badges(resolutions: Resolutions): Record<string, string> {
  const { unmount } = render(
    <PlanTable plan={PLAN} targetName="Borealis Telecom" resolutions={resolutions} onResolve={() => undefined} />,
  );
  const rows = within(screen.getByRole('table', { name: 'Dry run' }))
    .getAllByRole('row')
    .slice(1);
  const shown = Object.fromEntries(
    rows.map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[2]?.textContent ?? '', cells[0]?.textContent ?? ''];
    }),
  );
  unmount();
  return shown;
}

const choosing = (name: string, choice: ResolutionChoice): Resolutions =>
  new Map([[itemKeyOf(item(name, 'conflict')), choice]]);

describe('the dry run’s rows', () => {
  it('read "conflict" until a choice is made, then what the choice does', () => {
    expect(badges(new Map())).toEqual({ 'Site survey': 'create', 'Fibre order': 'conflict', 'Port in': 'conflict' });
    expect(badges(choosing('Fibre order', { action: 'skip', newName: '' }))).toMatchObject({
      'Fibre order': 'skip',
      'Port in': 'conflict',
    });
    expect(badges(choosing('Fibre order', { action: 'overwrite', newName: '' }))).toMatchObject({
      'Fibre order': 'update',
    });
    expect(badges(choosing('Fibre order', { action: 'copy', newName: 'Fibre order (Aurora)' }))).toMatchObject({
      'Fibre order': 'create',
    });
  });
});
