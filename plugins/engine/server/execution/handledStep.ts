import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { StepResult, StepTypeHandler } from '../../public/server/StepTypes.ts';
import type { EngineDeps } from './engineDeps.ts';
import type { OrderRow, TemplateRow } from './orderStore.ts';
import { stepOrder } from './ProvidedStepTypes.ts';
import { evaluateMapping } from './stepContext.ts';
import { tenantExpressions } from './tenantExpressions.ts';

/** A run of a step whose type another plugin handles (ASSIGN_STOCK), its output mapped by the template. */
export interface HandledStep {
  order: OrderRow;
  stepName: string;
  template: TemplateRow;
  input: Record<string, unknown>;
  actor: string;
  at: Date;
}

/**
 * Runs the handler in the order's transaction; a completed run's output goes through the template's output
 * mapping (`item.serial` reads the handler's output as `item`, as `response` too).
 */
export async function runHandledStep(
  deps: EngineDeps,
  trx: Kysely<CoreDatabase>,
  handler: StepTypeHandler,
  step: HandledStep,
): Promise<StepResult> {
  const { order, template, input } = step;
  const result = await handler.run(trx, {
    order: stepOrder(order),
    stepName: step.stepName,
    template: template.name,
    config: template.config,
    input,
    actor: step.actor,
    at: step.at,
  });
  if (result.status !== 'COMPLETED' || Object.keys(template.outputMapping).length === 0) return result;
  try {
    const output = await evaluateMapping(tenantExpressions(deps, trx, order.tenantId), template.outputMapping, {
      item: result.output,
      response: result.output,
      input,
    });
    return { status: 'COMPLETED', output: { ...result.output, ...output } };
  } catch (error) {
    return { status: 'FAILED', code: 'MAPPING', message: `The output mapping failed: ${(error as Error).message}` };
  }
}
