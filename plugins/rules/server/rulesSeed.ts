import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';

/**
 * One rule of each kind in every tenant of a demo start: the IPTV add-on refuses a bundle it does not
 * sell and waits for its fibre line to be installed, mobile postpaid is not changed while it is still
 * being added, and a plan table, a transformation and an SMS to try.
 */
export async function seedRules(trx: Kysely<CoreDatabase>, { tenantIds, demo }: PluginSeedContext): Promise<void> {
  if (!demo) return;
  for (const tenantId of tenantIds) {
    await sql`insert into rule_validations (tenant_id, name, description, service, operations, condition, message, field, updated_by)
      values (${tenantId}, 'Known IPTV bundle', 'An IPTV add-on is one of the bundles sold.', 'iptv-addon', '["ADD"]',
        'bundle in ["Sports", "Family", "Cinema"]', 'Choose a bundle that is sold: Sports, Family or Cinema.', 'bundle', 'seed')`.execute(
      trx,
    );
    await sql`insert into rule_dependencies (tenant_id, name, description, service, operations, blocking_service, blocking_operations, message, updated_by)
      values (${tenantId}, 'No change before activation', 'A line is not modified or deleted while it is still being added.',
        'mobile-postpaid', '["MODIFY", "DELETE"]', 'mobile-postpaid', '["ADD"]',
        'The line is still being activated: change it once its ADD order has ended.', 'seed')`.execute(trx);
    await sql`insert into rule_dependencies (tenant_id, name, description, service, operations, blocking_service, blocking_operations, action, message, updated_by)
      values (${tenantId}, 'IPTV after its fibre line', 'An IPTV add-on is held until the fibre line it runs on is installed.',
        'iptv-addon', '["ADD"]', 'fibre-broadband', '["ADD"]', 'WAIT',
        'Held until the fibre line is installed.', 'seed')`.execute(trx);
    await sql`insert into rule_transformations (tenant_id, name, description, mappings, sample_input, updated_by)
      values (${tenantId}, 'CRM to HLR', 'A CRM activation as the HLR expects it.',
        ${JSON.stringify({ imsi: '"2400" & $substring(msisdn, -10)', msisdn: 'msisdn', profile: 'plan = "XL" ? "PREMIUM" : "STANDARD"' })}::jsonb,
        ${JSON.stringify({ msisdn: '46700001234', plan: 'XL' })}::jsonb, 'seed')`.execute(trx);
    await sql`insert into rule_translations (tenant_id, name, description, entries, updated_by)
      values (${tenantId}, 'CRM plan codes', 'The CRM''s plan codes as our plans.',
        ${JSON.stringify([
          { from: 'UNL-5G', to: 'XL' },
          { from: 'MED-4G', to: 'M' },
          { from: 'BASIC', to: 'S' },
        ])}::jsonb, 'seed')`.execute(trx);
    await sql`insert into rule_sms_templates (tenant_id, name, description, text, updated_by)
      values (${tenantId}, 'Line activated', 'Sent when a mobile line is active.',
        'Welcome! Your number {{order.msisdn}} is active on plan {{order.plan}}. Reply HELP for support.', 'seed')`.execute(
      trx,
    );
  }
}
