import { sql } from 'kysely';
import { z } from 'zod';
import {
  FORM_RENDER_PATH,
  FORM_RENDER_PERMISSION,
  formDefinitionSchema,
  renderableFormSchema,
  type FormDefinition,
} from '../public/contract/formDefinition.ts';
import { formDefinitionProblems } from '../public/contract/formDefinitionCheck.ts';
import { fieldConflict, invalidFields, notFound } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { FORM_TEMPLATE_RESOURCE, createFormTemplateSchema, formTemplateSchema } from '../contract.ts';
import { findForm } from './formLookup.ts';
import { formsDb } from './formsTables.ts';

const taken = (name: unknown) => fieldConflict('name', `A form named "${String(name)}" already exists.`);

/** A stored definition must hold together: keys once, options, patterns, bounds, defaults, conditions. */
function assertDefinition(definition: unknown): void {
  if (definition === undefined) return;
  const problems = formDefinitionProblems(definition as FormDefinition);
  if (problems.length > 0) {
    throw invalidFields(
      'body',
      problems.map(({ path, message }) => ({ path: `definition.${path}`, message })),
    );
  }
}

/** The declaration of form templates: their routes' and their copy's. */
export function formTemplatesDeclaration() {
  return declareResource({
    descriptor: FORM_TEMPLATE_RESOURCE,
    tags: ['Forms'],
    database: formsDb,
    table: 'form_templates',
    alias: 'f',
    record: formTemplateSchema,
    create: createFormTemplateSchema,
    immutable: ['name'],
    columns: { name: 'name', description: 'description', definition: 'definition', enabled: 'enabled' },
    sorts: {
      name: { key: sql`lower(f.name)`, type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: { enabled: { column: sql`f.enabled::text`, values: z.enum(['true', 'false']) } },
    search: ['name', 'description'],
    summaries: {
      create:
        'Creates a form template: `definition` holds its sections (title, 1–3 columns) of fields (key, label, type text/number/select/multiselect/date/checkbox/textarea/json, required, help, pattern, min, max, options, defaultValue, visibleWhen as JSONata over the values).',
      update: 'Changes a form template; the name stays (services and HUMAN task templates name it). Needs the version.',
    },
    references: { kind: 'form' },
    hooks: {
      async beforeCreate(_trx, _ctx, input) {
        assertDefinition(input.definition);
      },
      async beforeUpdate(_trx, _ctx, { changes }) {
        assertDefinition(changes.definition);
      },
      uniqueViolation: (values) => taken(values.name),
    },
  });
}

/** The tenant's form templates as a resource of the kit, and the read a renderer makes by name. */
export function formTemplatesResource(services: ServerServices): AnyRoute[] {
  return [
    ...defineResource(services, formTemplatesDeclaration()),
    defineRoute({
      method: 'GET',
      url: FORM_RENDER_PATH,
      summary:
        'An enabled form template by name (`?name=`), as order entry, worklist completion and Dev › Create Order render it: for anyone who may enter an order, work the worklist or read forms.',
      tags: ['Forms'],
      permission: [...FORM_RENDER_PERMISSION],
      query: z.object({ name: z.string().trim().min(1, 'Name the form.').max(80) }),
      response: renderableFormSchema,
      handler: async ({ query, auth }) => {
        const found = await findForm(services.db, auth.tenantId, query.name);
        if (!found) throw notFound(`The form ${query.name}`);
        return ok({
          name: found.name,
          description: found.description,
          definition: formDefinitionSchema.parse(found.definition),
        });
      },
    }),
  ];
}
