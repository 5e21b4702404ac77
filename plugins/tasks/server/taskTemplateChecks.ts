import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { TASK_CONFIG_SCHEMAS } from '../../engine/public/contract/taskTemplate.ts';
import type { TaskType } from '../../engine/public/contract/workflowDefinition.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { invalidField } from '../../../core/server/http/errors.ts';
import { assertExpression, assertExpressions } from '../../engine/public/server/expressionFields.ts';
import { findElement, findTemplate } from '../../engine/public/server/networkQueries.ts';

interface TemplateFields {
  type: TaskType;
  config: Record<string, unknown>;
  inputMapping: Record<string, string>;
  outputMapping: Record<string, string>;
}

function firstIssue(error: z.ZodError): { path: string; message: string } {
  const issue = error.issues[0];
  return { path: issue?.path.map(String).join('.') ?? '', message: issue?.message ?? 'is not valid' };
}

/**
 * The settings must be those of the template's type (a WAIT needs `durationMs` or `until`, an HTTP call
 * its network element and operation), and every expression must be one that may be stored. Answers the
 * settings as the type's schema reads them.
 */
export function checkTemplateFields(fields: TemplateFields): Record<string, unknown> {
  const parsed = TASK_CONFIG_SCHEMAS[fields.type].safeParse(fields.config);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    throw invalidField('body', ['config', path].filter(Boolean).join('.'), `${message} (for ${fields.type} tasks)`);
  }
  const config = parsed.data as Record<string, unknown>;
  for (const field of ['until', 'title'] as const) {
    if (typeof config[field] === 'string') assertExpression(`config.${field}`, config[field]);
  }
  assertExpressions('inputMapping', fields.inputMapping);
  assertExpressions('outputMapping', fields.outputMapping);
  return config;
}

/** An HTTP task must call a network element of the tenant, and an operation it has a template for. */
export async function assertCallTarget(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  type: TaskType,
  config: Record<string, unknown>,
): Promise<void> {
  if (type !== 'HTTP_CALL') return;
  const { networkElement, operation } = config as { networkElement: string; operation: string };
  const element = await findElement(db, tenantId, { name: networkElement });
  if (!element)
    throw invalidField('body', 'config.networkElement', `There is no network element named "${networkElement}"`);
  if (!(await findTemplate(db, tenantId, { networkElementId: element.id, operation }))) {
    throw invalidField('body', 'config.operation', `${element.name} has no provisioning template for ${operation}`);
  }
}
