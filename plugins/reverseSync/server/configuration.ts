import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../../../core/server/audit.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { assertVersion } from '../../../core/server/http/versioning.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  CONFIGURATION_PERMISSIONS,
  DEFAULT_CONFIGURATION,
  REVERSE_PATHS,
  reverseConfigurationSchema,
  updateConfigurationSchema,
  type ReverseConfiguration,
} from '../contract.ts';
import { reverseDb } from './reverseTables.ts';

/** The tenant's configuration, or the defaults (version 0) before anyone saved one. */
export async function readConfiguration(db: Kysely<CoreDatabase>, tenantId: string): Promise<ReverseConfiguration> {
  const row = await reverseDb(db)
    .selectFrom('reverse_configuration')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_CONFIGURATION, version: 0 };
  return {
    retentionDays: row.retention_days,
    retrySchedule: row.retry_schedule,
    disableAfterHours: row.disable_after_hours,
    rotationOverlapHours: row.rotation_overlap_hours,
    version: row.version,
  };
}

/** Writes the tenant's configuration (the seed's, or an edit checked against its version). */
export async function writeConfiguration(
  trx: Kysely<CoreDatabase>,
  tenantId: string,
  values: Omit<ReverseConfiguration, 'version'>,
  version: number,
  by: string | null,
): Promise<void> {
  const columns = {
    retention_days: values.retentionDays,
    retry_schedule: JSON.stringify(values.retrySchedule),
    disable_after_hours: values.disableAfterHours,
    rotation_overlap_hours: values.rotationOverlapHours,
    version,
    updated_at: new Date(),
    updated_by: by,
  };
  await reverseDb(trx)
    .insertInto('reverse_configuration')
    .values({ tenant_id: tenantId, ...columns })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(columns))
    .execute();
}

/** `GET`/`PUT /reverseSync/configuration`: retention, default retries, disable-after, rotation overlap. */
export function configurationRoutes(services: ServerServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: REVERSE_PATHS.configuration,
      summary: "The tenant's reverse sync configuration (defaults, version 0, until one is saved).",
      tags: ['Reverse sync'],
      permission: CONFIGURATION_PERMISSIONS.read,
      response: reverseConfigurationSchema,
      handler: async ({ auth }) => ok(await readConfiguration(services.db, auth.tenantId)),
    }),
    defineRoute({
      method: 'PUT',
      url: REVERSE_PATHS.configuration,
      summary:
        "Saves the configuration, given the version edited: delivery-log retention in days, the default retry schedule (seconds after each failure), the hours of failing after which a subscriber is disabled, and how long a rotated secret still signs. Which inside addresses subscribers may reach is the operator's setting (SDP_REVERSE_PRIVATE_DESTINATIONS), not the tenant's.",
      tags: ['Reverse sync'],
      permission: CONFIGURATION_PERMISSIONS.update,
      body: updateConfigurationSchema,
      response: reverseConfigurationSchema,
      handler: async ({ auth, body }) => {
        await services.db.transaction().execute(async (trx) => {
          // Serialises two saves of one tenant, the first one included.
          await sql`select pg_advisory_xact_lock(hashtext(${`reverse-config:${auth.tenantId}`}))`.execute(trx);
          const current = await readConfiguration(trx, auth.tenantId);
          assertVersion('The reverse sync configuration', body.version, current.version);
          const { version: _sent, ...values } = body;
          await writeConfiguration(trx, auth.tenantId, values, current.version + 1, auth.username);
          await recordAudit(trx, {
            tenantId: auth.tenantId,
            actor: { userId: auth.userId, username: auth.username },
            entity: 'reverseSyncConfiguration',
            entityId: auth.tenantId,
            action: 'update',
            before: current,
            after: values,
          });
        });
        return ok(await readConfiguration(services.db, auth.tenantId), 'Configuration saved');
      },
    }),
  ];
}
