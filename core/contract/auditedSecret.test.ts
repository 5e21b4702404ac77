import { describe, expect, it } from 'vitest';
import { auditedSecret, isAuditedSecret, revealsNoSecret } from './auditedSecret.ts';

describe('what the audit log keeps of a secret', () => {
  it('is whether one is set and when it was entered, as an ISO time', () => {
    expect(auditedSecret(new Date('2026-03-03T09:30:00Z'))).toEqual({
      secret: 'set',
      setAt: '2026-03-03T09:30:00.000Z',
    });
    expect(auditedSecret(null, true)).toEqual({ secret: 'set', setAt: null });
    expect(auditedSecret('2026-03-03T09:30:00.000Z', false)).toEqual({ secret: 'not set', setAt: null });
  });

  it('is recognised only in its own shape, so that no value can pass through as one', () => {
    expect(isAuditedSecret(auditedSecret('2026-03-03T09:30:00.000Z'))).toBe(true);
    expect(isAuditedSecret({ secret: 'set', setAt: null, value: 'hunter2' })).toBe(false);
    expect(isAuditedSecret({ secret: 'hunter2', setAt: null })).toBe(false);
    expect(isAuditedSecret({ secret: 'set', setAt: 'hunter2' })).toBe(false);
    expect(isAuditedSecret('set')).toBe(false);
  });

  it('lets a flag or a time about a secret through, never a text that could be one', () => {
    expect([true, null, '2026-03-03T09:30:00.000Z'].every(revealsNoSecret)).toBe(true);
    expect(['hunter2', '2026-03-03', 42, { a: 1 }].some(revealsNoSecret)).toBe(false);
  });
});
