import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ageBand, formatAge, isOverdue } from './worklistAge.ts';
import { formValue, worklistCsv } from './worklistCsv.ts';
import { worklistItem } from './testing/worklistFixtures.ts';

describe('worklist CSV', () => {
  it('writes the upload’s columns, an empty action to fill in, and one data column per form value', () => {
    const csv = worklistCsv([
      worklistItem({ data: { feasible: true, notes: 'Duct, blocked' } }),
      worklistItem({ itemId: 'i-2', version: 4, data: { floor: 3 } }),
    ]);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.meta.fields).toEqual([
      'itemId',
      'version',
      'action',
      'assignee',
      'orderNumber',
      'title',
      'state',
      'group',
      'dueAt',
      'data.feasible',
      'data.floor',
      'data.notes',
    ]);
    expect(parsed.data[0]).toMatchObject({ action: '', 'data.feasible': 'true', 'data.notes': 'Duct, blocked' });
    expect(parsed.data[1]).toMatchObject({ itemId: 'i-2', version: '4', 'data.floor': '3', 'data.notes': '' });
  });

  it('reads typed form values as JSON when they are, else as text', () => {
    expect(formValue('true')).toBe(true);
    expect(formValue(' 12 ')).toBe(12);
    expect(formValue('Harbour Road')).toBe('Harbour Road');
    expect(formValue('')).toBe('');
  });
});

describe('worklist ageing', () => {
  const now = Date.parse('2026-11-20T12:00:00.000Z');
  it('bands and formats how long an item has waited', () => {
    expect(ageBand('2026-11-20T11:00:00.000Z', now)).toBe('fresh');
    expect(ageBand('2026-11-20T02:00:00.000Z', now)).toBe('day');
    expect(ageBand('2026-11-18T12:00:00.000Z', now)).toBe('days');
    expect(ageBand('2026-11-10T12:00:00.000Z', now)).toBe('old');
    expect(formatAge('2026-11-20T11:25:00.000Z', now)).toBe('35 min');
    expect(formatAge('2026-11-20T07:00:00.000Z', now)).toBe('5 h');
    expect(formatAge('2026-11-17T11:00:00.000Z', now)).toBe('3 d');
  });

  it('calls an unfinished item past its due time overdue', () => {
    expect(isOverdue('2026-11-20T11:00:00.000Z', 'OPEN', now)).toBe(true);
    expect(isOverdue('2026-11-20T11:00:00.000Z', 'COMPLETED', now)).toBe(false);
    expect(isOverdue(null, 'OPEN', now)).toBe(false);
  });
});
