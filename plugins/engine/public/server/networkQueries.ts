import { sql, type Kysely, type RawBuilder } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import { engineDb } from './engineTables.ts';
import type { StoredAuth } from './networkAuth.ts';

export { engineDb };

/** A network element as calls to it need it: where it is, how to authenticate, its limits. */
export interface ElementTarget {
  id: string;
  name: string;
  protocol: 'REST' | 'XML';
  baseUrl: string;
  auth: StoredAuth;
  timeoutMs: number;
  concurrencyLimit: number;
  healthCheckPath: string | null;
  enabled: boolean;
}

const elementColumns = [
  'n.id',
  'n.name',
  'n.protocol',
  'n.base_url as baseUrl',
  'n.auth',
  'n.timeout_ms as timeoutMs',
  'n.concurrency_limit as concurrencyLimit',
  'n.health_check_path as healthCheckPath',
  'n.enabled',
] as const;

export async function findElement(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  by: { id: string } | { name: string },
): Promise<ElementTarget | undefined> {
  let query = engineDb(db)
    .selectFrom('network_elements as n')
    .select([...elementColumns])
    .where('n.tenant_id', '=', tenantId);
  query =
    'id' in by ? query.where('n.id', '=', by.id) : query.where(sql<string>`lower(n.name)`, '=', by.name.toLowerCase());
  return query.executeTakeFirst();
}

/** A provisioning template as a call renders it. */
export interface TemplateTarget {
  id: string;
  networkElementId: string;
  operation: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  bodyFormat: 'NONE' | 'JSON' | 'XML';
  body: string | null;
  /** The translation (XSLT) the rendered XML body goes through, by name. */
  translation: string | null;
  tenantId: string;
  responseMapping: string | null;
  successCondition: string | null;
  enabled: boolean;
}

const templateColumns = [
  'p.id',
  'p.network_element_id as networkElementId',
  'p.operation',
  'p.method',
  'p.path',
  'p.headers',
  'p.body_format as bodyFormat',
  'p.body',
  'p.translation',
  'p.tenant_id as tenantId',
  'p.response_mapping as responseMapping',
  'p.success_condition as successCondition',
  'p.enabled',
] as const;

export async function findTemplate(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  by: { id: string } | { networkElementId: string; operation: string },
): Promise<TemplateTarget | undefined> {
  let query = engineDb(db)
    .selectFrom('provisioning_templates as p')
    .select([...templateColumns])
    .where('p.tenant_id', '=', tenantId);
  query =
    'id' in by
      ? query.where('p.id', '=', by.id)
      : query.where('p.network_element_id', '=', by.networkElementId).where('p.operation', '=', by.operation);
  return query.executeTakeFirst();
}

/** The provisioning template of the read's element `n` for an operation, as a JSON column `template`. */
function elementTemplateColumn(db: Kysely<CoreDatabase>, tenantId: string, operation: RawBuilder<string>) {
  return jsonObjectFrom(
    engineDb(db)
      .selectFrom('provisioning_templates as p')
      .select([...templateColumns])
      .where('p.tenant_id', '=', tenantId)
      .where('p.network_element_id', '=', sql.ref<string>('n.id'))
      .where('p.operation', '=', operation),
  ).as('template');
}

/**
 * What one call needs, in one statement: the tenant's element by name and its provisioning template for
 * the operation (each undefined when absent).
 */
export async function findCallTarget(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  by: { networkElement: string; operation: string },
): Promise<{ element: ElementTarget | undefined; template: TemplateTarget | undefined }> {
  const row = await engineDb(db)
    .selectFrom('network_elements as n')
    .select([...elementColumns])
    .select(elementTemplateColumn(db, tenantId, sql<string>`${by.operation}`))
    .where('n.tenant_id', '=', tenantId)
    .where(sql<string>`lower(n.name)`, '=', by.networkElement.toLowerCase())
    .executeTakeFirst();
  if (!row) return { element: undefined, template: undefined };
  const { template, ...element } = row;
  return { element, template: (template as TemplateTarget | null) ?? undefined };
}

/** A call target as JSON: `{ ...element, template }`, or null when the element is absent. */
export type CallTargetJson = (ElementTarget & { template: TemplateTarget | null }) | null;

/**
 * The call target of the task template row `tt` of a read (the element its config names and that
 * element's provisioning template for its operation), as a JSON column: a read that already finds the
 * template brings what its call needs.
 */
export function callTargetColumn(db: Kysely<CoreDatabase>, tenantId: string) {
  return jsonObjectFrom(
    engineDb(db)
      .selectFrom('network_elements as n')
      .select([...elementColumns])
      .select(elementTemplateColumn(db, tenantId, sql<string>`tt.config->>'operation'`))
      .where('n.tenant_id', '=', tenantId)
      .where(sql<string>`lower(n.name)`, '=', sql<string>`lower(tt.config->>'networkElement')`),
  );
}
