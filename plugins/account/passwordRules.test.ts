import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from '../../core/contract/auth.ts';
import { meetsRules, passwordRules, ruleState } from './passwordRules.ts';

const STRICT: PasswordPolicy = {
  minLength: 12,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSymbol: true,
  historyCount: 5,
  maxAgeDays: 90,
};

function states(password: string, policy: PasswordPolicy | null = STRICT, context = {}) {
  return Object.fromEntries(passwordRules(policy, context).map((rule) => [rule.id, ruleState(rule, password)]));
}

describe('passwordRules', () => {
  it('lists only the rules the policy asks for, with history as a server-side rule', () => {
    const lenient: PasswordPolicy = { ...STRICT, requireUppercase: false, requireSymbol: false, historyCount: 0 };
    expect(passwordRules(lenient).map((rule) => rule.id)).toEqual(['length', 'lowercase', 'digit']);
    expect(passwordRules(STRICT).map((rule) => rule.label)).toEqual([
      'At least 12 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A digit',
      'A symbol, such as # or !',
      'Not one of your last 5 passwords',
    ]);
    expect(passwordRules({ ...STRICT, historyCount: 1 }).at(-1)?.label).toBe('Not your previous password');
  });

  it('checks like the server: Unicode letters and digits, symbols are neither, length in code points', () => {
    expect(states('ÄbcdefghijK1!')).toMatchObject({
      uppercase: 'met',
      lowercase: 'met',
      digit: 'met',
      symbol: 'met',
      length: 'met',
    });
    expect(states('abc def ghi jk')).toMatchObject({ symbol: 'unmet', uppercase: 'unmet', digit: 'unmet' });
    // Eleven emoji are 22 UTF-16 units but 11 characters.
    expect(states('😀'.repeat(11))).toMatchObject({ length: 'unmet', symbol: 'met' });
    expect(states('😀'.repeat(12))).toMatchObject({ length: 'met' });
  });

  it('meets nothing while empty, and leaves the history rule to the server', () => {
    expect(states('')).toEqual({
      length: 'unmet',
      uppercase: 'unmet',
      lowercase: 'unmet',
      digit: 'unmet',
      symbol: 'unmet',
      history: 'server',
    });
  });

  it('adds the username and current-password rules from the context', () => {
    const context = { username: 'Alice', currentPassword: 'Old#Pass-2025' };
    expect(states('alice', null, context)).toEqual({ username: 'unmet', current: 'met' });
    expect(states('Old#Pass-2025', null, context)).toEqual({ username: 'met', current: 'unmet' });
    expect(states('New#Pass-2026', null, context)).toEqual({ username: 'met', current: 'met' });
  });

  it('meetsRules ignores the server-side rules and fails on any unmet one', () => {
    const rules = passwordRules(STRICT, { username: 'alice' });
    expect(meetsRules(rules, 'Strong#Pass-2026')).toBe(true);
    expect(meetsRules(rules, 'strong#pass-2026')).toBe(false);
    expect(meetsRules(passwordRules(null), '')).toBe(true);
  });
});
