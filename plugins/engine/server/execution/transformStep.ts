import type { TemplateRow } from './orderStore.ts';
import type { EngineDeps } from './engineDeps.ts';
import type { Run } from './orderRun.ts';
import { evaluateMapping, stepContext } from './stepContext.ts';
import type { Evaluates } from './tenantExpressions.ts';

/**
 * A TRANSFORM step's output: the transformation rule its template names applied to the step's input (the
 * input itself when it names none), then the template's output mapping, if any, over `input`, `output`
 * and the order. Throws what failed.
 */
export async function transformOutput(
  deps: Pick<EngineDeps, 'mappings'>,
  expressions: Evaluates,
  run: Run,
  template: TemplateRow,
  input: Record<string, unknown>,
): Promise<unknown> {
  const rule = (template.config as { rule?: string }).rule;
  const output = rule ? await deps.mappings.transform(run.trx, run.order.tenantId, rule, input) : input;
  if (Object.keys(template.outputMapping).length === 0) return output;
  return evaluateMapping(expressions, template.outputMapping, { input, output, ...stepContext(run.order, run.tasks) });
}
