import { sql } from 'kysely';
import { recordAudit } from '../../../core/server/audit.ts';
import { forbidden } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { assertVersion } from '../../../core/server/http/versioning.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  SAVED_REPORT_PATHS,
  SCHEDULE_PERMISSIONS,
  SCHEDULING_KEYS,
  reportsConfigurationSchema,
  updateReportsConfigurationSchema,
} from '../contract.ts';
import { readReportsConfiguration, writeReportsConfiguration } from './reportsConfiguration.ts';

const TAGS = ['Reports'];

/** `GET`/`PUT /service/report/configuration`: the external addresses and domains the tenant's reports may be mailed to. */
export function configurationRoutes(services: ServerServices): AnyRoute[] {
  const { db } = services;
  return [
    defineRoute({
      method: 'GET',
      url: SAVED_REPORT_PATHS.configuration,
      summary:
        "The tenant's reports configuration: the addresses and domains outside the tenant a schedule may mail (none, version 0, until one is saved).",
      tags: TAGS,
      permission: [...SCHEDULING_KEYS],
      response: reportsConfigurationSchema,
      handler: async ({ auth }) => ok(await readReportsConfiguration(db, auth.tenantId)),
    }),
    defineRoute({
      method: 'PUT',
      url: SAVED_REPORT_PATHS.configuration,
      summary:
        'Saves the allowed external recipients, given the version edited (412 when stale, 428 without): addresses (ops@partner.example) and domains (partner.example: any address at it). A user of a partner account may not.',
      tags: TAGS,
      permission: SCHEDULE_PERMISSIONS.changeAny,
      body: updateReportsConfigurationSchema,
      response: reportsConfigurationSchema,
      handler: async ({ auth, body }) => {
        if (auth.accountId !== null) {
          throw forbidden("The tenant's allowed recipients are set by its own users, not a partner account's.");
        }
        await db.transaction().execute(async (trx) => {
          // Serialises two saves of one tenant, the first one included.
          await sql`select pg_advisory_xact_lock(hashtext(${`reports-config:${auth.tenantId}`}))`.execute(trx);
          const current = await readReportsConfiguration(trx, auth.tenantId);
          assertVersion('The reports configuration', body.version, current.version);
          await writeReportsConfiguration(
            trx,
            auth.tenantId,
            body.allowedRecipients,
            current.version + 1,
            auth.username,
          );
          await recordAudit(trx, {
            tenantId: auth.tenantId,
            actor: { userId: auth.userId, username: auth.username },
            entity: 'reportsConfiguration',
            entityId: auth.tenantId,
            action: 'update',
            before: { allowedRecipients: current.allowedRecipients },
            after: { allowedRecipients: body.allowedRecipients },
          });
        });
        return ok(await readReportsConfiguration(db, auth.tenantId), 'Reports configuration saved');
      },
    }),
  ];
}
