import { sql } from 'kysely';
import { z } from 'zod';
import {
  TASK_TEMPLATE_RESOURCE,
  createTaskTemplateSchema,
  taskTemplateSchema,
} from '../../engine/public/contract/taskTemplate.ts';
import { TASK_TYPES, type TaskType } from '../../engine/public/contract/workflowDefinition.ts';
import { fieldConflict } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { assertCallTarget, checkTemplateFields } from './taskTemplateChecks.ts';

const taken = (name: unknown) => fieldConflict('name', `A task template named "${String(name)}" already exists.`);

/**
 * Task templates as a resource of the kit. The name is what workflow steps refer to, so it never changes;
 * a template a workflow (its draft or any version) runs cannot be deleted.
 */
export function taskTemplatesResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, taskTemplatesDeclaration());
}

/** The declaration of task templates: their routes' and their copy's. */
export function taskTemplatesDeclaration() {
  return declareResource({
    descriptor: TASK_TEMPLATE_RESOURCE,
    tags: ['Task templates'],
    database: engineDb,
    table: 'task_templates',
    alias: 't',
    record: taskTemplateSchema,
    create: createTaskTemplateSchema,
    immutable: ['name'],
    columns: {
      name: 'name',
      description: 'description',
      type: 'type',
      config: 'config',
      inputMapping: 'input_mapping',
      outputMapping: 'output_mapping',
      retryPolicy: 'retry_policy',
      timeoutMs: 'timeout_ms',
      retryableErrors: 'retryable_errors',
      enabled: 'enabled',
    },
    sorts: {
      name: { key: sql`lower(t.name)`, type: 'text' },
      type: { key: 'type', type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: {
      type: { column: 'type', values: z.enum(TASK_TYPES) },
      enabled: { column: sql`t.enabled::text`, values: z.enum(['true', 'false']) },
    },
    search: ['name', 'description', 'type'],
    summaries: {
      create:
        'Creates a task template: its type and the settings that type needs (`config`), input and output mappings (JSONata), retry policy, timeout and retryable error codes. The name is fixed once created.',
      delete: 'Deletes a task template, given its version. Refused with 409 while a workflow runs it.',
    },
    references: { kind: 'taskTemplate' },
    hooks: {
      async beforeCreate(trx, ctx, input) {
        const config = checkTemplateFields(input);
        await assertCallTarget(trx, ctx.auth.tenantId, input.type, config);
        return { ...input, config };
      },
      async beforeUpdate(trx, ctx, { current, changes }) {
        const touched = ['type', 'config', 'inputMapping', 'outputMapping'].some((field) => field in changes);
        if (!touched) return;
        const config = checkTemplateFields({
          type: (changes.type ?? current.type) as TaskType,
          config: changes.config ?? current.config,
          inputMapping: changes.inputMapping ?? current.inputMapping,
          outputMapping: changes.outputMapping ?? current.outputMapping,
        });
        await assertCallTarget(trx, ctx.auth.tenantId, (changes.type ?? current.type) as TaskType, config);
        if (changes.type !== undefined || changes.config !== undefined) changes.config = config;
      },
      uniqueViolation: (values) => taken(values.name),
    },
  });
}
