import { sql } from 'kysely';
import { z } from 'zod';
import {
  HTTP_METHODS,
  PROVISIONING_TEMPLATE_RESOURCE,
  createProvisioningTemplateSchema,
  provisioningTemplateSchema,
} from '../../engine/public/contract/provisioningTemplate.ts';
import { fieldConflict, invalidField } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { engineDb, findElement } from '../../engine/public/server/networkQueries.ts';
import { provisioningTemplateName } from './templateNames.ts';
import { checkTemplateRequest, type TemplateFields } from './provisioningTemplateChecks.ts';

const taken = (operation: unknown) =>
  fieldConflict('operation', `The network element already has a provisioning template for ${String(operation)}.`);

const REQUEST_FIELDS = [
  'path',
  'headers',
  'bodyFormat',
  'body',
  'translation',
  'responseMapping',
  'successCondition',
] as const;

/**
 * Provisioning templates as a resource of the kit: one per network element and operation, every
 * placeholder and expression checked on save. The element and operation are what task templates call,
 * so they never change; a template a task template calls cannot be deleted.
 */
export function provisioningTemplatesDeclaration() {
  return declareResource({
    descriptor: PROVISIONING_TEMPLATE_RESOURCE,
    tags: ['Provisioning templates'],
    database: engineDb,
    table: 'provisioning_templates',
    alias: 'p',
    record: provisioningTemplateSchema,
    create: createProvisioningTemplateSchema,
    immutable: ['networkElementId', 'operation'],
    columns: {
      networkElementId: 'network_element_id',
      operation: 'operation',
      description: 'description',
      method: 'method',
      path: 'path',
      headers: 'headers',
      bodyFormat: 'body_format',
      body: 'body',
      translation: 'translation',
      responseMapping: 'response_mapping',
      successCondition: 'success_condition',
      enabled: 'enabled',
    },
    select: (db) =>
      engineDb(db)
        .selectFrom('provisioning_templates as p')
        .innerJoin('network_elements as n', 'n.id', 'p.network_element_id')
        .select([
          'p.id as provisioningTemplateId',
          'p.network_element_id as networkElementId',
          'n.name as networkElement',
          'p.operation',
          'p.description',
          'p.method',
          'p.path',
          'p.headers',
          'p.body_format as bodyFormat',
          'p.body',
          'p.translation',
          'p.response_mapping as responseMapping',
          'p.success_condition as successCondition',
          'p.enabled',
          'p.version',
          'p.created_at as createdAt',
          'p.updated_at as updatedAt',
          'p.updated_by as updatedBy',
        ]),
    sorts: {
      operation: { key: 'operation', type: 'text' },
      networkElement: { key: sql`lower(n.name)`, type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: {
      networkElementId: { column: sql`p.network_element_id::text`, values: z.uuid() },
      method: { column: 'method', values: z.enum(HTTP_METHODS) },
      enabled: { column: sql`p.enabled::text`, values: z.enum(['true', 'false']) },
    },
    search: ['operation', 'description', 'path', sql`n.name`],
    summaries: {
      create:
        'Creates the provisioning template of one operation of a network element: method, path and header values with `{{ expression }}` placeholders, a JSON body (one JSONata expression) or an XML body (placeholders) that a `translation` of the translator (XSLT, by name) may turn into the body sent, the response mapping and the success condition (JSONata over `{status, headers, body}`).',
      delete: 'Deletes a provisioning template, given its version. Refused with 409 while a task template calls it.',
    },
    references: {
      kind: 'provisioningTemplate',
      name: (template) => provisioningTemplateName(template.networkElement, template.operation),
    },
    hooks: {
      async beforeCreate(trx, ctx, input) {
        const element = await findElement(trx, ctx.auth.tenantId, { id: input.networkElementId });
        if (!element) throw invalidField('body', 'networkElementId', 'is not a network element of the tenant');
        checkTemplateRequest(input);
      },
      async beforeUpdate(_trx, _ctx, { current, changes }) {
        if (!REQUEST_FIELDS.some((field) => field in changes)) return;
        const fields = Object.fromEntries(
          REQUEST_FIELDS.map((field) => [field, changes[field] !== undefined ? changes[field] : current[field]]),
        ) as unknown as TemplateFields;
        // A translation kept from before applies to an XML body only: another format leaves it unused.
        if (!('translation' in changes) && fields.bodyFormat !== 'XML') fields.translation = null;
        checkTemplateRequest(fields);
      },
      uniqueViolation: (values) => taken(values.operation),
    },
  });
}

/** The provisioning templates' routes. */
export function provisioningTemplatesResource(services: ServerServices): AnyRoute[] {
  return defineResource(services, provisioningTemplatesDeclaration());
}
