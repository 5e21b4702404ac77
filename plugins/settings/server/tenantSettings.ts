import type { Kysely } from 'kysely';
import type { PasswordPolicy, TenantStyle } from '../../../core/contract/auth.ts';
import type { ServerConfig } from '../../../core/server/config.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { notFound } from '../../../core/server/http/errors.ts';
import type { TenantSettings } from '../contract.ts';

export interface TenantRow {
  id: string;
  businessName: string;
  style: TenantStyle;
  logo: string | null;
  passwordPolicy: PasswordPolicy;
  defaultLandingPage: string;
  partnerManagement: boolean;
  sessionIdleMinutes: number | null;
  sessionAbsoluteMinutes: number | null;
  version: number;
  updatedAt: Date;
}

export async function findTenantRow(db: Kysely<CoreDatabase>, tenantId: string): Promise<TenantRow> {
  const row = await db
    .selectFrom('tenants')
    .select([
      'id',
      'business_name as businessName',
      'style',
      'logo',
      'password_policy as passwordPolicy',
      'default_landing_page as defaultLandingPage',
      'partner_management as partnerManagement',
      'session_idle_minutes as sessionIdleMinutes',
      'session_absolute_minutes as sessionAbsoluteMinutes',
      'version',
      'updated_at as updatedAt',
    ])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!row) throw notFound('The tenant');
  return row;
}

/** The timeouts in effect: the tenant's own, or the server's defaults. */
export function effectiveTimeouts(row: TenantRow, config: ServerConfig): { idle: number; absolute: number } {
  return {
    idle: row.sessionIdleMinutes ?? config.SESSION_IDLE_MINUTES,
    absolute: row.sessionAbsoluteMinutes ?? config.SESSION_ABSOLUTE_HOURS * 60,
  };
}

export function toTenantSettings(row: TenantRow, config: ServerConfig): TenantSettings {
  const timeouts = effectiveTimeouts(row, config);
  return {
    tenantId: row.id,
    businessName: row.businessName,
    style: row.style,
    logo: row.logo,
    passwordPolicy: row.passwordPolicy,
    defaultLandingPage: row.defaultLandingPage,
    partnerManagement: row.partnerManagement,
    sessionIdleMinutes: timeouts.idle,
    sessionAbsoluteMinutes: timeouts.absolute,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What the audit log keeps of the settings. The logo is audited by its own action and never by its
 * data; the policy goes under a key the audit log's secret filter (which hides any key naming a
 * password) leaves readable — the policy's rules are no secret.
 */
export function auditedSettings(settings: Omit<TenantSettings, 'logo' | 'tenantId' | 'businessName' | 'updatedAt'>) {
  return {
    style: settings.style,
    signInPolicy: settings.passwordPolicy,
    defaultLandingPage: settings.defaultLandingPage,
    partnerManagement: settings.partnerManagement,
    sessionIdleMinutes: settings.sessionIdleMinutes,
    sessionAbsoluteMinutes: settings.sessionAbsoluteMinutes,
    version: settings.version,
  };
}
