import { sql } from 'kysely';
import { z } from 'zod';
import { fieldConflict, invalidField } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  TRANSLATOR_PATHS,
  TRANSLATOR_PERMISSIONS,
  TRANSLATOR_RESOURCE,
  createTranslatorSchema,
  transformResultSchema,
  transformSchema,
  translatorSchema,
} from '../contract.ts';
import { xmlShapeProblem } from '../../../core/server/xml/xmlShape.ts';
import { xmlDeclarationProblem } from '../../../core/server/xml/xmlSyntax.ts';
import { translatorDb } from './translatorTables.ts';
import { stylesheetProblem, transformXml } from './xsltTransform.ts';

const taken = (name: unknown) => fieldConflict('name', `A translation named "${String(name)}" already exists.`);

/** A stored document must at least be a well-formed XSLT stylesheet that loads nothing else. */
function assertStylesheet(xslt: unknown): void {
  if (typeof xslt !== 'string') return;
  const found = stylesheetProblem(xslt);
  if (found) throw invalidField('body', 'xslt', `line ${found.line}, column ${found.column}: ${found.message}`);
}

/** A sample input may be unfinished, but it defines no entities and stays within the parser's limits. */
function assertSampleInput(sample: unknown): void {
  if (typeof sample !== 'string') return;
  const found = xmlDeclarationProblem(sample) ?? xmlShapeProblem(sample);
  if (found) throw invalidField('body', 'sampleInput', `line ${found.line}, column ${found.column}: ${found.message}`);
}

/** The declaration of translations: their routes' and their copy's. */
export function translatorsDeclaration() {
  return declareResource({
    descriptor: TRANSLATOR_RESOURCE,
    tags: ['Translator'],
    database: translatorDb,
    table: 'translators',
    alias: 't',
    record: translatorSchema,
    create: createTranslatorSchema,
    immutable: ['name'],
    columns: {
      name: 'name',
      description: 'description',
      xslt: 'xslt',
      sampleInput: 'sample_input',
      enabled: 'enabled',
    },
    sorts: {
      name: { key: sql`lower(t.name)`, type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: { enabled: { column: sql`t.enabled::text`, values: z.enum(['true', 'false']) } },
    search: ['name', 'description'],
    summaries: {
      create:
        'Creates an XSLT 1.0 document (`xslt`, well-formed, rooted at `xsl:stylesheet`, loading no other document) with a sample input for its preview.',
      update: 'Changes a translation; the name stays. Needs the version.',
    },
    references: { kind: 'translation' },
    hooks: {
      async beforeCreate(_trx, _ctx, input) {
        assertStylesheet(input.xslt);
        assertSampleInput(input.sampleInput);
      },
      async beforeUpdate(_trx, _ctx, { changes }) {
        assertStylesheet(changes.xslt);
        assertSampleInput(changes.sampleInput);
      },
      uniqueViolation: (values) => taken(values.name),
    },
  });
}

/** The tenant's XSLT documents as a resource of the kit, and the preview that runs one over an input. */
export function translatorsResource(services: ServerServices): AnyRoute[] {
  return [
    ...defineResource(services, translatorsDeclaration()),
    defineRoute({
      method: 'POST',
      url: TRANSLATOR_PATHS.transform,
      summary:
        'Runs an XSLT 1.0 document over an XML input (the editor’s live preview): the output, or each problem of the document or the input at its line and column. Runs in a worker of its own, stopped after 2 s; loads no other document.',
      tags: ['Translator'],
      permission: TRANSLATOR_PERMISSIONS.read,
      body: transformSchema,
      response: transformResultSchema,
      handler: async ({ body, auth }) =>
        ok(await services.previews.run(auth, 1, () => transformXml(body.xslt, body.input))),
    }),
  ];
}
