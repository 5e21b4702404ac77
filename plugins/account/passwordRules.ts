import type { PasswordPolicy } from '../../core/contract/auth.ts';

/**
 * The rules a new password must meet, from the tenant's password policy. The checks mirror the
 * server's (core/server/auth/passwords.ts); a rule only the server can check (earlier passwords) has
 * no `check` and is listed for information.
 */
export interface PasswordRule {
  id: string;
  label: string;
  check?: (password: string) => boolean;
}

export type RuleState = 'met' | 'unmet' | 'server';

export interface PasswordRuleContext {
  /** The account's username: the password may not equal it. */
  username?: string;
  /** The current password, on the change-password screen: the new one must differ. */
  currentPassword?: string;
}

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
const SYMBOL = /[^\p{L}\p{Nd}\s]/u;

export function passwordRules(policy: PasswordPolicy | null, context: PasswordRuleContext = {}): PasswordRule[] {
  const rules: PasswordRule[] = [];
  if (policy) {
    rules.push({
      id: 'length',
      label: `At least ${policy.minLength} characters`,
      check: (password) => [...password].length >= policy.minLength,
    });
    if (policy.requireUppercase) {
      rules.push({ id: 'uppercase', label: 'An uppercase letter', check: (password) => UPPERCASE.test(password) });
    }
    if (policy.requireLowercase) {
      rules.push({ id: 'lowercase', label: 'A lowercase letter', check: (password) => LOWERCASE.test(password) });
    }
    if (policy.requireDigit) {
      rules.push({ id: 'digit', label: 'A digit', check: (password) => DIGIT.test(password) });
    }
    if (policy.requireSymbol) {
      rules.push({ id: 'symbol', label: 'A symbol, such as # or !', check: (password) => SYMBOL.test(password) });
    }
  }
  const username = context.username?.trim();
  if (username) {
    rules.push({
      id: 'username',
      label: 'Not the username',
      check: (password) => password.toLowerCase() !== username.toLowerCase(),
    });
  }
  if (context.currentPassword !== undefined) {
    const current = context.currentPassword;
    rules.push({
      id: 'current',
      label: 'Different from the current password',
      check: (password) => current === '' || password !== current,
    });
  }
  if (policy && policy.historyCount > 0) {
    const count = policy.historyCount;
    rules.push({
      id: 'history',
      label: count === 1 ? 'Not your previous password' : `Not one of your last ${count} passwords`,
    });
  }
  return rules;
}

/** A rule is only met by a password that was typed: an empty field meets nothing. */
export function ruleState(rule: PasswordRule, password: string): RuleState {
  if (!rule.check) return 'server';
  return password !== '' && rule.check(password) ? 'met' : 'unmet';
}

/** True when every rule the browser can check is met. */
export function meetsRules(rules: readonly PasswordRule[], password: string): boolean {
  return rules.every((rule) => ruleState(rule, password) !== 'unmet');
}
