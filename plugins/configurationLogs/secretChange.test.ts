import { describe, expect, it } from 'vitest';
import { formatAuditTime } from './auditFormat.ts';
import type { FieldDiffRow } from './fieldDiff.ts';
import { secretSideText } from './secretChange.ts';

const FIRST = '2026-02-01T08:00:00.000Z';
const AGAIN = '2026-03-03T09:30:00.000Z';

const row = (field: string, secret: NonNullable<FieldDiffRow['secret']>): FieldDiffRow => ({
  field,
  before: 'x',
  after: 'x',
  changed: true,
  secret,
});

describe('a secret’s row of the diff', () => {
  it('reads a secret entered again as changed, with both times', () => {
    const entered = row('auth.secret', {
      before: { secret: 'set', setAt: FIRST },
      after: { secret: 'set', setAt: AGAIN },
    });
    expect(secretSideText(entered, 'before')).toBe(`Secret: set, ${formatAuditTime(FIRST)}`);
    expect(secretSideText(entered, 'after')).toBe(`Secret: changed, ${formatAuditTime(AGAIN)}`);
  });

  it('reads a password by its name, one entered where none was as changed, and one taken away as not set', () => {
    const first = row('password', {
      before: { secret: 'not set', setAt: null },
      after: { secret: 'set', setAt: AGAIN },
    });
    expect(secretSideText(first, 'before')).toBe('Password: not set');
    expect(secretSideText(first, 'after')).toBe(`Password: changed, ${formatAuditTime(AGAIN)}`);
    const removed = row('password', {
      before: { secret: 'set', setAt: null },
      after: { secret: 'not set', setAt: null },
    });
    expect(secretSideText(removed, 'before')).toBe('Password: set');
    expect(secretSideText(removed, 'after')).toBe('Password: not set');
  });

  it('reads a secret made with its record as set, and has nothing to say where the log kept no fact', () => {
    const made = row('headers.X-Token', { before: null, after: { secret: 'set', setAt: FIRST } });
    expect(secretSideText(made, 'after')).toBe(`Secret: set, ${formatAuditTime(FIRST)}`);
    expect(secretSideText(made, 'before')).toBeNull();
    expect(secretSideText({ field: 'name', before: 'a', after: 'b', changed: true }, 'after')).toBeNull();
  });
});
