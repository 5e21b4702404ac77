import { describe, expect, it } from 'vitest';
import { checkExpression, MAX_EXPRESSION_LENGTH, translationTablesIn } from './expressionCheck.ts';

describe('checkExpression', () => {
  it('accepts conditions and mappings that use JSONata and its functions', () => {
    for (const source of [
      'payload.plan = "POSTPAID" and $count(payload.lines) > 0',
      '{ "msisdn": payload.msisdn, "total": $sum(payload.items.price) }',
      '$uppercase($string(order.id)) & "-" & $now()',
      '( $limit := 3; payload.lines[$i < $limit] )',
    ]) {
      expect(checkExpression(source), source).toBeNull();
    }
  });

  it('names the position of a syntax error', () => {
    expect(checkExpression('payload.plan = ')).toEqual({
      code: 'SYNTAX',
      message: 'The expression does not parse: Unexpected end of expression (at character 15).',
      position: 15,
    });
  });

  it('refuses functions defined in the expression, and $eval, where they are', () => {
    expect(checkExpression('( $f := function($x) { $f($x) }; $f(1) )')).toMatchObject({
      code: 'FUNCTION_DEFINITION',
      position: 17,
    });
    expect(checkExpression('payload.items.(λ($x){ $x })(1)')?.code).toBe('FUNCTION_DEFINITION');
    expect(checkExpression('$eval(payload.formula)')).toMatchObject({ code: 'EVAL' });
    expect(checkExpression('$eval(payload.formula)')?.message).toContain('$eval is not allowed');
    expect(checkExpression('$map(["1+1"], $eval)')).toMatchObject({ code: 'EVAL' });
    expect(checkExpression('( $e := $eval; $e("1+1") )')).toMatchObject({ code: 'EVAL' });
    expect(checkExpression('$evaluate')).toBeNull();
  });

  it('refuses an empty or an overlong expression', () => {
    expect(checkExpression('  ')?.code).toBe('EMPTY');
    expect(checkExpression('a'.repeat(MAX_EXPRESSION_LENGTH + 1))?.code).toBe('TOO_LONG');
  });
});

describe('translationTablesIn', () => {
  it('names each table a $translate call names as text, once', () => {
    expect(
      translationTablesIn('$translate("CRM plan codes", plan) & "-" & $translate(\'Regions\', region, "N")'),
    ).toEqual(['CRM plan codes', 'Regions']);
    expect(translationTablesIn('{ "a": $translate("T", x), "b": [$translate("T", y)] }')).toEqual(['T']);
    expect(translationTablesIn('$translate(tableName, x)')).toEqual([]);
    expect(translationTablesIn('plan = "XL"')).toEqual([]);
    expect(translationTablesIn('$translate("T", ')).toEqual([]);
  });
});
