import { describe, expect, it } from 'vitest';
import type { CopyItem, CopyPlan } from '../contract.ts';
import {
  copyCall,
  countsSentence,
  newNameProblem,
  openQuestions,
  readBundleText,
  resolutionList,
  selectionProblem,
  whyOf,
  type ResolutionChoice,
} from './copyDraft.ts';

const item = (overrides: Partial<CopyItem>): CopyItem => ({
  kind: 'form',
  title: 'form',
  name: 'Fibre order',
  targetName: 'Fibre order',
  action: 'create',
  neededBy: null,
  secrets: [],
  diff: [],
  renamedRefs: [],
  ...overrides,
});

const plan = (items: CopyItem[]): CopyPlan => ({
  sourceTenantId: 'aurora',
  targetTenantId: 'borealis',
  applied: false,
  items,
  missing: [],
});

const choices = (entries: [string, ResolutionChoice][]) => new Map(entries);

describe('the copy draft', () => {
  it('sends a family whole, or only the single items through copyall', () => {
    const items = [{ kind: 'service', title: 'service', name: 'fibre-broadband' }];
    expect(copyCall({ family: 'workflow', items: [] }, 'borealis', new Map(), false)).toEqual({
      family: 'workflow',
      request: { targetTenantId: 'borealis', wholeFamily: true, items: [], apply: false, resolutions: [] },
    });
    const single = copyCall({ family: null, items }, 'borealis', new Map(), true);
    expect(single.family).toBe('copyall');
    expect(single.request).toMatchObject({
      wholeFamily: false,
      apply: true,
      items: [{ kind: 'service', name: 'fibre-broadband' }],
    });
  });

  it('says what a selection lacks before a dry run', () => {
    expect(selectionProblem({ family: 'network', items: [] }, null)).toBe('Choose the tenant to copy to.');
    expect(selectionProblem({ family: null, items: [] }, 'borealis')).toContain('Choose what to copy');
    expect(selectionProblem({ family: 'network', items: [] }, 'borealis')).toBeNull();
  });

  it('turns the choices into resolutions, a copy with its trimmed new name', () => {
    const list = resolutionList(
      choices([
        ['form:Fibre order', { action: 'copy', newName: '  Fibre order (Aurora) ' }],
        ['taskTemplate:Check: address', { action: 'skip', newName: '' }],
      ]),
    );
    expect(list).toEqual([
      { kind: 'form', name: 'Fibre order', action: 'copy', newName: 'Fibre order (Aurora)' },
      { kind: 'taskTemplate', name: 'Check: address', action: 'skip' },
    ]);
  });

  it('refuses a new name that is empty, too long, the same, or another item’s', () => {
    const conflict = item({ action: 'conflict' });
    const other = item({ name: 'Site survey', targetName: 'Site survey' });
    const current = plan([conflict, other]);
    const none = new Map<string, ResolutionChoice>();
    expect(newNameProblem(conflict, '  ', current, none)).toBe('Name the copy.');
    expect(newNameProblem(conflict, 'x'.repeat(121), current, none)).toContain('at most 120');
    expect(newNameProblem(conflict, 'fibre ORDER', current, none)).toContain('other than "Fibre order"');
    expect(newNameProblem(conflict, 'Site survey', current, none)).toContain('Another form');
    expect(newNameProblem(conflict, 'Fibre order (Aurora)', current, none)).toBeNull();
  });

  it('leaves the plan open while a conflict has no choice or a copy a bad name', () => {
    const conflict = item({ action: 'conflict' });
    const current = plan([conflict, item({ name: 'Other', action: 'unchanged' })]);
    expect(openQuestions(current, new Map()).map((open) => open.problem)).toEqual([
      'Choose what to do with the form "Fibre order": skip, overwrite or copy.',
    ]);
    expect(openQuestions(current, choices([['form:Fibre order', { action: 'copy', newName: '' }]]))).toHaveLength(1);
    expect(openQuestions(current, choices([['form:Fibre order', { action: 'overwrite', newName: '' }]]))).toEqual([]);
  });

  it('counts a conflict by the choice made for it, and leaves apply open only while one has none', () => {
    const conflicts = plan([
      item({ action: 'conflict' }),
      item({ name: 'Site survey', action: 'conflict' }),
      item({ name: 'Check address', action: 'conflict' }),
      item({ name: 'Other', action: 'unchanged' }),
    ]);
    expect(countsSentence(conflicts, new Map())).toBe('1 unchanged, 3 in conflict');
    const partly = choices([['form:Fibre order', { action: 'overwrite', newName: '' }]]);
    expect(countsSentence(conflicts, partly)).toBe('1 to update, 1 unchanged, 2 in conflict');
    expect(openQuestions(conflicts, partly)).toHaveLength(2);
    const all = choices([
      ['form:Fibre order', { action: 'overwrite', newName: '' }],
      ['form:Site survey', { action: 'skip', newName: '' }],
      ['form:Check address', { action: 'copy', newName: 'Check address (Aurora)' }],
    ]);
    expect(countsSentence(conflicts, all)).toBe('1 to create, 1 to update, 1 unchanged, 1 skipped');
    expect(openQuestions(conflicts, all)).toEqual([]);
    // Overwriting an item the target lacks creates it.
    expect(
      countsSentence(plan([item({})]), choices([['form:Fibre order', { action: 'overwrite', newName: '' }]])),
    ).toBe('1 to create');
  });

  it('counts the actions and says why each item is there', () => {
    const needed = item({
      action: 'conflict',
      neededBy: { kind: 'taskTemplate', title: 'task template', name: 'Site survey', via: 'HUMAN form' },
    });
    expect(
      countsSentence(plan([item({}), item({ name: 'B' }), item({ name: 'C', action: 'unchanged' }), needed])),
    ).toBe('2 to create, 1 unchanged, 1 in conflict');
    expect(countsSentence(plan([]))).toBe('nothing to copy');
    expect(countsSentence({ ...plan([item({}), item({ name: 'B', action: 'update' })]), applied: true })).toBe(
      '1 created, 1 updated',
    );
    expect(whyOf(needed)).toBe('used by the task template "Site survey" (HUMAN form)');
    expect(whyOf(item({}))).toBe('selected');
  });

  it('reads a bundle file, or says why not', () => {
    expect(readBundleText('{"schemaVersion":1}')).toEqual({ bundle: { schemaVersion: 1 } });
    expect(readBundleText('not json')).toEqual({ problem: expect.stringContaining('not JSON') });
    expect(readBundleText('[1]')).toEqual({ problem: expect.stringContaining('no JSON object') });
  });
});
