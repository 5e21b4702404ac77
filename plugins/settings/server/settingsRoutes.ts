import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { STYLE_VERSION_HEADER } from '../../../core/contract/http.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { recordAudit } from '../../../core/server/audit.ts';
import { badRequest, preconditionFailed } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import { assertVersion } from '../../../core/server/http/versioning.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  MAX_LOGO_BYTES,
  SESSION_TIMEOUT_RULE,
  SETTINGS_PATHS,
  SETTINGS_PERMISSIONS,
  tenantSettingsSchema,
  updateLogoRequestSchema,
  updateTenantSettingsRequestSchema,
  type TenantSettings,
} from '../contract.ts';
import { acceptImage, type AcceptedImage } from '../../../core/server/images/uploadedImage.ts';
import { auditedSettings, effectiveTimeouts, findTenantRow, toTenantSettings } from './tenantSettings.ts';

const TAGS = ['Settings'];

function source(auth: AuthContext, requestId: string) {
  return { tenantId: auth.tenantId, actor: { userId: auth.userId, username: auth.username }, requestId };
}

function auditedLogo(logo: AcceptedImage | null, present: boolean) {
  if (logo) return { logo: { mediaType: logo.mediaType, bytes: logo.bytes, sha256: logo.sha256 } };
  return { logo: present ? 'present' : null };
}

export function settingsRoutes(services: ServerServices): AnyRoute[] {
  const { db, config } = services;

  /** The answer to a change carries the new version at once, so the saving console re-fetches too. */
  async function answer(auth: AuthContext, reply: FastifyReply): Promise<TenantSettings> {
    const settings = toTenantSettings(await findTenantRow(db, auth.tenantId), config);
    reply.header(STYLE_VERSION_HEADER, String(settings.version));
    return settings;
  }

  const read = defineRoute({
    method: 'GET',
    url: SETTINGS_PATHS.tenant,
    summary:
      "The caller's tenant settings: style, logo, password policy, default landing page, partner management, session timeouts in effect, and the version.",
    tags: TAGS,
    permission: SETTINGS_PERMISSIONS.read,
    response: tenantSettingsSchema,
    handler: async ({ auth }) => ok(toTenantSettings(await findTenantRow(db, auth.tenantId), config)),
  });

  const update = defineRoute({
    method: 'PUT',
    url: SETTINGS_PATHS.tenant,
    summary:
      'Changes the tenant settings (fields left out stay). Colours are hex of 3 or 6 digits or rgb forms, the logo size 16–200, the absolute session timeout at least the idle one. Needs the version; bumps it.',
    tags: TAGS,
    permission: SETTINGS_PERMISSIONS.update,
    body: updateTenantSettingsRequestSchema,
    response: tenantSettingsSchema,
    handler: async ({ body, auth, request, reply }) => {
      await db.transaction().execute(async (trx) => {
        const current = await findTenantRow(trx, auth.tenantId);
        assertVersion('The tenant settings', body.version, current.version);
        const timeouts = effectiveTimeouts(current, config);
        const before = toTenantSettings(current, config);
        const next = {
          ...before,
          style: body.style ?? before.style,
          passwordPolicy: body.passwordPolicy ?? before.passwordPolicy,
          defaultLandingPage: body.defaultLandingPage ?? before.defaultLandingPage,
          partnerManagement: body.partnerManagement ?? before.partnerManagement,
          sessionIdleMinutes: body.sessionIdleMinutes ?? timeouts.idle,
          sessionAbsoluteMinutes: body.sessionAbsoluteMinutes ?? timeouts.absolute,
          version: current.version + 1,
        };
        if (next.sessionAbsoluteMinutes < next.sessionIdleMinutes) {
          throw badRequest(
            `Invalid request: body.sessionAbsoluteMinutes: ${SESSION_TIMEOUT_RULE} (${next.sessionIdleMinutes} minutes)`,
          );
        }
        const result = await trx
          .updateTable('tenants')
          .set({
            style: JSON.stringify(next.style),
            password_policy: JSON.stringify(next.passwordPolicy),
            default_landing_page: next.defaultLandingPage,
            partner_management: next.partnerManagement,
            session_idle_minutes: body.sessionIdleMinutes ?? current.sessionIdleMinutes,
            session_absolute_minutes: body.sessionAbsoluteMinutes ?? current.sessionAbsoluteMinutes,
            version: sql`version + 1`,
            updated_at: new Date(services.clock()),
          })
          .where('id', '=', auth.tenantId)
          .where('version', '=', current.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw preconditionFailed();
        await recordAudit(trx, {
          ...source(auth, request.id),
          entity: 'tenant',
          entityId: auth.tenantId,
          action: 'update',
          before: auditedSettings(before),
          after: auditedSettings(next),
        });
      });
      return ok(await answer(auth, reply), 'Settings saved');
    },
  });

  const logo = defineRoute({
    method: 'PUT',
    url: SETTINGS_PATHS.logo,
    summary: `Replaces the tenant's logo with a PNG, JPEG or SVG data URL of at most ${MAX_LOGO_BYTES / 1024} KB (SVG is sanitised), or removes it with null. An optional version is checked; the version is bumped.`,
    tags: TAGS,
    permission: SETTINGS_PERMISSIONS.update,
    body: updateLogoRequestSchema,
    response: tenantSettingsSchema,
    handler: async ({ body, auth, request, reply }) => {
      const accepted =
        body.dataUrl === null
          ? null
          : await acceptImage(body.dataUrl, { field: 'body.dataUrl', noun: 'logo', maxBytes: MAX_LOGO_BYTES });
      await db.transaction().execute(async (trx) => {
        const current = await findTenantRow(trx, auth.tenantId);
        if (body.version !== undefined) assertVersion('The tenant settings', body.version, current.version);
        const result = await trx
          .updateTable('tenants')
          .set({
            logo: accepted?.dataUrl ?? null,
            version: sql`version + 1`,
            updated_at: new Date(services.clock()),
          })
          .where('id', '=', auth.tenantId)
          .where('version', '=', current.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw preconditionFailed();
        await recordAudit(trx, {
          ...source(auth, request.id),
          entity: 'tenant',
          entityId: auth.tenantId,
          action: accepted ? 'logo' : 'removeLogo',
          before: { ...auditedLogo(null, current.logo !== null), version: current.version },
          after: { ...auditedLogo(accepted, false), version: current.version + 1 },
        });
      });
      return ok(await answer(auth, reply), accepted ? 'Logo saved' : 'Logo removed');
    },
  });

  return [read, update, logo] as AnyRoute[];
}
