import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from '../../public/server/engineTables.ts';
import { callTargetColumn, type CallTargetJson } from '../../public/server/networkQueries.ts';
import { TEMPLATE_RUN_COLUMNS, type TemplateRow } from './orderStore.ts';
import type { WorkflowGraph } from './WorkflowGraph.ts';
import type { WorkflowStep } from '../../public/contract/workflowDefinition.ts';

/** A task template read ahead, with the call target it names (HTTP calls). */
export interface NextTemplate {
  template: TemplateRow;
  target: CallTargetJson;
}

/** Templates read ahead, by lower-case name; a name read and not found maps to null. */
export type NextTemplates = Map<string, NextTemplate | null>;

/** The TASK steps reached from `stepId`: its TASK successors, through the steps that need no template. */
function tasksAfter(graph: WorkflowGraph, stepId: string): WorkflowStep[] {
  const reached: WorkflowStep[] = [];
  const seen = new Set<string>([stepId]);
  const pending = graph.edgesFrom(stepId).map((edge) => edge.to);
  while (pending.length > 0) {
    const id = pending.shift() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const step = graph.step(id);
    if (step.kind === 'TASK') reached.push(step);
    else pending.push(...graph.edgesFrom(id).map((edge) => edge.to));
  }
  return reached;
}

/**
 * The templates the steps after `stepId` name (lower case): its TASK successors, through the steps that need
 * none — and with `depth` 2 the TASK steps after those too (what the transition after the next one needs).
 */
export function nextTemplateNames(graph: WorkflowGraph, stepId: string, depth = 1): string[] {
  const names = new Set<string>();
  let from = [stepId];
  for (let level = 0; level < depth; level += 1) {
    const reached = from.flatMap((id) => tasksAfter(graph, id));
    for (const step of reached) if (step.taskTemplate) names.add(step.taskTemplate.toLowerCase());
    from = reached.map((step) => step.id);
  }
  return [...names];
}

/** A JSON column with the tenant's templates of these names and their call targets, for a read to carry. */
export function nextTemplatesColumn(db: Kysely<CoreDatabase>, tenantId: string, names: string[]) {
  if (names.length === 0) return sql<unknown[]>`'[]'::json`.as('nextTemplates');
  return jsonArrayFrom(
    engineDb(db)
      .selectFrom('task_templates as tt')
      .select(['tt.name', 'tt.type', ...TEMPLATE_RUN_COLUMNS])
      .select(callTargetColumn(db, tenantId).as('target'))
      .where('tt.tenant_id', '=', tenantId)
      .where(sql<string>`lower(tt.name)`, 'in', names),
  ).as('nextTemplates');
}

/** The column's rows by name, every name asked for answered (null: no such template). */
export function nextTemplates(names: string[], rows: unknown[]): NextTemplates {
  const found: NextTemplates = new Map(names.map((name) => [name, null]));
  for (const row of rows as (TemplateRow & { target: CallTargetJson })[]) {
    const { target, ...template } = row;
    found.set(template.name.toLowerCase(), { template, target });
  }
  return found;
}
