import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';
import { rulesDb } from './rulesTables.ts';

/**
 * One rule of each kind in every tenant of a demo start: the IPTV add-on refuses a bundle it does not
 * sell and waits for its fibre line to be installed, mobile postpaid is not changed while it is still
 * being added, and a plan table, a transformation and an SMS to try.
 */
export async function seedRules(trx: Kysely<CoreDatabase>, { tenantIds, demo }: PluginSeedContext): Promise<void> {
  if (!demo) return;
  const db = rulesDb(trx);
  const seeded = { updated_by: 'seed' };
  for (const tenantId of tenantIds) {
    await db
      .insertInto('rule_validations')
      .values({
        ...seeded,
        tenant_id: tenantId,
        name: 'Known IPTV bundle',
        description: 'An IPTV add-on is one of the bundles sold.',
        service: 'iptv-addon',
        operations: JSON.stringify(['ADD']),
        condition: 'bundle in ["Sports", "Family", "Cinema"]',
        message: 'Choose a bundle that is sold: Sports, Family or Cinema.',
        field: 'bundle',
      })
      .execute();
    await db
      .insertInto('rule_dependencies')
      .values([
        {
          ...seeded,
          tenant_id: tenantId,
          name: 'No change before activation',
          description: 'A line is not modified or deleted while it is still being added.',
          service: 'mobile-postpaid',
          operations: JSON.stringify(['MODIFY', 'DELETE']),
          blocking_service: 'mobile-postpaid',
          blocking_operations: JSON.stringify(['ADD']),
          message: 'The line is still being activated: change it once its ADD order has ended.',
        },
        {
          ...seeded,
          tenant_id: tenantId,
          name: 'IPTV after its fibre line',
          description: 'An IPTV add-on is held until the fibre line it runs on is installed.',
          service: 'iptv-addon',
          operations: JSON.stringify(['ADD']),
          blocking_service: 'fibre-broadband',
          blocking_operations: JSON.stringify(['ADD']),
          action: 'WAIT',
          message: 'Held until the fibre line is installed.',
        },
      ])
      .execute();
    await db
      .insertInto('rule_transformations')
      .values({
        ...seeded,
        tenant_id: tenantId,
        name: 'CRM to HLR',
        description: 'A CRM activation as the HLR expects it.',
        mappings: JSON.stringify({
          imsi: '"2400" & $substring(msisdn, -10)',
          msisdn: 'msisdn',
          profile: 'plan = "XL" ? "PREMIUM" : "STANDARD"',
        }),
        sample_input: JSON.stringify({ msisdn: '46700001234', plan: 'XL' }),
      })
      .execute();
    await db
      .insertInto('rule_translations')
      .values({
        ...seeded,
        tenant_id: tenantId,
        name: 'CRM plan codes',
        description: "The CRM's plan codes as our plans.",
        entries: JSON.stringify([
          { from: 'UNL-5G', to: 'XL' },
          { from: 'MED-4G', to: 'M' },
          { from: 'BASIC', to: 'S' },
        ]),
      })
      .execute();
    await db
      .insertInto('rule_sms_templates')
      .values({
        ...seeded,
        tenant_id: tenantId,
        name: 'Line activated',
        description: 'Sent when a mobile line is active.',
        text: 'Welcome! Your number {{order.msisdn}} is active on plan {{order.plan}}. Reply HELP for support.',
      })
      .execute();
  }
}
