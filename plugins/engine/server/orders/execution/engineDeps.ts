import type { ExpressionEvaluator } from '../../../../../core/server/expressions/ExpressionEvaluator.ts';
import type { FormChecks } from '../../../../../core/server/forms/FormChecks.ts';
import type { OrderIntakeChecks } from '../../../../../core/server/intake/OrderIntakeChecks.ts';
import type { MappingRules } from '../../../../../core/server/mappings/MappingRules.ts';
import type { JobQueue } from '../../../../../core/server/jobs/JobQueue.ts';

/** What the engine's intake, advancer and task runner share in one process. */
export interface EngineDeps {
  expressions: ExpressionEvaluator;
  /** Whether an order's payload or a worklist item's data fits its form template. */
  forms: FormChecks;
  /** The checks of other plugins an order passes at intake (validation and dependency rules). */
  intake: OrderIntakeChecks;
  /** Transformation rules (a TRANSFORM step naming one) and translation tables (`$translate`). */
  mappings: MappingRules;
  jobs: JobQueue;
  clock: () => number;
  /** How long a step's job may stay under way before it counts as lost (`SDP_JOB_RECOVERY_SECONDS`). */
  recoveryMs: number;
}
