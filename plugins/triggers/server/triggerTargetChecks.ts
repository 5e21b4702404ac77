import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { invalidField } from '../../../core/server/http/errors.ts';
import { engineDb } from '../../engine/public/server/engineTables.ts';
import { hasTranslation } from '../../translator/public/server/translationNames.ts';

/** What a trigger names: the service and operation of the orders it makes, and the translation of its XML. */
export interface TriggerTarget {
  service: string;
  operation: string;
  translation: string | null;
}

/**
 * A 400 on the field unless the tenant has the service, the service has the operation, and the
 * translation (when one is named) exists: a trigger never names what would refuse every call it takes.
 */
export async function assertTriggerTarget(
  db: Kysely<CoreDatabase>,
  tenantId: string,
  target: TriggerTarget,
): Promise<void> {
  const service = await engineDb(db)
    .selectFrom('services')
    .select(['name', 'operations'])
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(name)`, '=', target.service.toLowerCase())
    .executeTakeFirst();
  if (!service) throw invalidField('body', 'service', `There is no service named "${target.service}"`);
  if (!service.operations.some((operation) => operation.name === target.operation)) {
    throw invalidField('body', 'operation', `The service ${service.name} has no operation ${target.operation}`);
  }
  if (target.translation !== null && !(await hasTranslation(db, tenantId, target.translation))) {
    throw invalidField('body', 'translation', `There is no translation named "${target.translation}"`);
  }
}
