import { sql } from 'kysely';
import { z } from 'zod';
import { checkExpression } from '../../../core/contract/expressionCheck.ts';
import { fieldConflict, invalidField } from '../../../core/server/http/errors.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { declareResource, defineResource } from '../../resourceKit/public/server/defineResource.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { RULE_KIND_INFO, type RuleKind } from '../paths.ts';
import { rulesDb, type RulesTables } from './rulesTables.ts';
import { RULE_REFERENCE_KINDS } from '../paths.ts';

/** A 400 naming an expression that may not be stored (`condition`, `mappings.msisdn`). */
export function assertExpression(path: string, source: unknown): void {
  if (typeof source !== 'string') return;
  const problem = checkExpression(source);
  if (problem) throw invalidField('body', path, problem.message);
}

export interface RuleResource<Create extends z.ZodObject, Table extends keyof RulesTables> {
  kind: RuleKind;
  table: Table;
  record: z.ZodType<object & { version: number }>;
  create: Create;
  /** The kind's own columns besides name, description and enabled, by field. */
  columns: Readonly<Record<string, keyof RulesTables[Table] & string>>;
  summary: string;
  /** Checks a body (a create's, or an update's changes) before it is stored. */
  check?: (values: Record<string, unknown>) => void;
}

/** One kind of rule as a resource of the kit: its routes. */
export function ruleResource<Create extends z.ZodObject, Table extends keyof RulesTables>(
  services: ServerServices,
  rule: RuleResource<Create, Table>,
): AnyRoute[] {
  return defineResource(services, ruleDeclaration(rule));
}

/** The declaration of one kind of rule: its table, keys, name fixed once created, and its checks. */
export function ruleDeclaration<Create extends z.ZodObject, Table extends keyof RulesTables>(
  rule: RuleResource<Create, Table>,
) {
  const info = RULE_KIND_INFO[rule.kind];
  return declareResource({
    descriptor: info.descriptor,
    tags: ['Rules'],
    database: rulesDb,
    table: rule.table,
    alias: 'r',
    record: rule.record,
    create: rule.create,
    immutable: ['name'],
    columns: { name: 'name', description: 'description', enabled: 'enabled', ...rule.columns },
    sorts: {
      name: { key: sql`lower(r.name)`, type: 'text' },
      updatedAt: { key: 'updated_at', type: 'timestamptz' },
    },
    filters: { enabled: { column: sql`r.enabled::text`, values: z.enum(['true', 'false']) } },
    search: ['name', 'description'],
    summaries: {
      create: rule.summary,
      update: `Changes a ${info.descriptor.entity}; the name stays. Needs the version.`,
    },
    references: { kind: RULE_REFERENCE_KINDS[rule.kind] },
    hooks: {
      async beforeCreate(_trx, _ctx, input) {
        rule.check?.(input as Record<string, unknown>);
      },
      async beforeUpdate(_trx, _ctx, { changes }) {
        rule.check?.(changes as Record<string, unknown>);
      },
      uniqueViolation: (values) =>
        fieldConflict('name', `A ${info.descriptor.entity} named "${String(values.name)}" already exists.`),
    },
  });
}
