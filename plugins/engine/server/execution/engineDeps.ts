import type { ExpressionEvaluator } from '../../../../core/server/expressions/ExpressionEvaluator.ts';
import type { FormChecks } from '../../../forms/public/server/FormChecks.ts';
import type { ContributedIntakeChecks } from '../intake/ContributedIntakeChecks.ts';
import type { ProvidedMappingRules } from './ProvidedMappingRules.ts';
import type { ProvidedStepTypes } from './ProvidedStepTypes.ts';
import type { JobQueue } from '../../../../core/server/jobs/JobQueue.ts';
import type { HoldingLease } from '../../../../core/server/jobs/ProcessLease.ts';

/** What the engine's intake, advancer and task runner share in one process. */
export interface EngineDeps {
  expressions: ExpressionEvaluator;
  /** Whether an order's payload or a worklist item's data fits its form template. */
  forms: FormChecks;
  /** The checks of other plugins an order passes at intake (validation and dependency rules). */
  intake: ContributedIntakeChecks;
  /** Transformation rules (a TRANSFORM step naming one) and translation tables (`$translate`). */
  mappings: ProvidedMappingRules;
  /** The task types other plugins run (ASSIGN_STOCK), told when an order ends. */
  stepTypes: ProvidedStepTypes;
  jobs: JobQueue;
  /** The process's lease: the attempts its runs make name it, and their outcomes are written only while it lives. */
  lease: HoldingLease;
  clock: () => number;
  /**
   * How long a step's job may stay under way before it counts as lost (`SDP_JOB_RECOVERY_SECONDS`): the
   * fallback for a run that hung in a live process; a dead process's work is taken over by its lease.
   */
  recoveryMs: number;
}
