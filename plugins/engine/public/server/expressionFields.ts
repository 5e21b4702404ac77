import { checkExpression } from '../../../../core/contract/expressionCheck.ts';
import { invalidField } from '../../../../core/server/http/errors.ts';

/** A 400 naming the first expression of the map (`inputMapping.msisdn`) that may not be stored. */
export function assertExpressions(field: string, expressions: Readonly<Record<string, string>>): void {
  for (const [key, source] of Object.entries(expressions)) assertExpression(`${field}.${key}`, source);
}

export function assertExpression(path: string, source: string): void {
  const problem = checkExpression(source);
  if (problem) throw invalidField('body', path, problem.message);
}
