import { afterEach, describe, expect, it } from 'vitest';
import { ExpressionEvaluator, ExpressionFailure, translationBindings } from './ExpressionEvaluator.ts';

const order = {
  orderNumber: 'ORD-1042',
  payload: {
    plan: 'POSTPAID',
    lines: [
      { msisdn: '4915100001', price: 20 },
      { msisdn: '4915100002', price: 15 },
    ],
  },
};

let evaluator: ExpressionEvaluator | undefined;
afterEach(async () => {
  await evaluator?.close();
  evaluator = undefined;
});

async function failureOf(promise: Promise<unknown>): Promise<ExpressionFailure> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ExpressionFailure)) throw new Error(`expected an ExpressionFailure, got ${String(error)}`);
  return error;
}

describe('ExpressionEvaluator', () => {
  it('refuses $eval however it is reached, even in an expression never checked', async () => {
    evaluator = new ExpressionEvaluator();
    for (const source of ['$eval("1+1")', '$map(["1+1"], $eval)', '( $e := $eval; $e("1+1") )']) {
      const failure = await failureOf(evaluator.evaluate(source, order));
      expect(failure.message, source).toContain('$eval is not allowed');
    }
  });

  it('evaluates conditions and mappings over the input, with bindings, as plain data', async () => {
    evaluator = new ExpressionEvaluator();
    await expect(evaluator.evaluate('payload.plan = "POSTPAID" and $count(payload.lines) = 2', order)).resolves.toBe(
      true,
    );
    await expect(evaluator.evaluate('$sum(payload.lines.price)', order)).resolves.toBe(35);
    await expect(evaluator.evaluate('payload.lines.msisdn', order)).resolves.toEqual(['4915100001', '4915100002']);
    await expect(evaluator.evaluate('{ "id": orderNumber & "-" & $attempt }', order, { attempt: 3 })).resolves.toEqual({
      id: 'ORD-1042-3',
    });
    await expect(evaluator.evaluate('payload.missing', order)).resolves.toBeUndefined();
  });

  it('translates a value through a bound table, with a fallback, and names a table it was not given', async () => {
    evaluator = new ExpressionEvaluator();
    const bindings = translationBindings({ plans: { POSTPAID: 'XL', '5': 'five' } });
    await expect(evaluator.evaluate('$translate("plans", payload.plan)', order, bindings)).resolves.toBe('XL');
    await expect(evaluator.evaluate('$translate("plans", 5)', order, bindings)).resolves.toBe('five');
    await expect(evaluator.evaluate('$translate("plans", "PREPAID")', order, bindings)).resolves.toBeUndefined();
    await expect(evaluator.evaluate('$translate("plans", "PREPAID", "S")', order, bindings)).resolves.toBe('S');
    const failure = await failureOf(evaluator.evaluate('$translate("codes", "A")', order, bindings));
    expect(failure.message).toBe('There is no translation table named "codes"');
    await expect(evaluator.evaluate('$translationTables', order, bindings)).resolves.toBeUndefined();
  });

  it('reports an error of the expression with its code and position', async () => {
    evaluator = new ExpressionEvaluator();
    const failure = await failureOf(evaluator.evaluate('$notAFunction(1)', order));
    expect(failure).toMatchObject({ kind: 'evaluation', code: 'T1006', position: 14 });
  });

  it('stops a runaway expression at its time limit and keeps serving afterwards', async () => {
    evaluator = new ExpressionEvaluator({ workers: 1, timeLimitMs: 150 });
    const runaway = await failureOf(evaluator.evaluate('$count([1..10000].([1..10000]))', {}));
    expect(runaway.kind).toBe('timeout');
    expect(runaway.message).toBe('The expression ran longer than 150 ms and was stopped.');
    const recursive = await failureOf(evaluator.evaluate('( $f := function($x){ $f($x) }; $f(1) )', {}));
    expect(recursive.kind).toMatch(/timeout|evaluation/);
    await expect(evaluator.evaluate('1 + 1', {})).resolves.toBe(2);
  });

  it('queues evaluations beyond its workers and answers each with its own value', async () => {
    evaluator = new ExpressionEvaluator({ workers: 2 });
    const values = await Promise.all(
      Array.from({ length: 40 }, (_, index) => evaluator!.evaluate('n * 2', { n: index })),
    );
    expect(values).toEqual(Array.from({ length: 40 }, (_, index) => index * 2));
  });

  it('keeps a worker for the engine while previews run away: an evaluation of an order never waits behind them', async () => {
    evaluator = new ExpressionEvaluator({ workers: 2, timeLimitMs: 4_000 });
    const settled: boolean[] = [];
    const previews = Array.from({ length: 4 }, (_, index) => {
      settled[index] = false;
      return evaluator!.evaluatePreview('$count([1..100000].([1..100000]))', {}).then(
        () => (settled[index] = true),
        () => (settled[index] = true),
      );
    });
    await expect(evaluator.evaluate('1 + 1', {})).resolves.toBe(2);
    expect(settled).toEqual([false, false, false, false]);
    await evaluator.close();
    await Promise.all(previews);
  });

  it('fails what is still queued when closed, and refuses new work', async () => {
    evaluator = new ExpressionEvaluator({ workers: 1 });
    const pending = failureOf(evaluator.evaluate('1', {}));
    await evaluator.close();
    expect((await pending).kind).toBe('stopped');
    expect((await failureOf(evaluator.evaluate('1', {}))).kind).toBe('stopped');
  });
});
