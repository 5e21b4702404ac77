import type { Kysely } from 'kysely';
import type { TenantStyle } from '../../../core/contract/auth.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { PluginSeedContext } from '../../../core/server/serverPlugin.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A logo for the tenant: its initials on its accent colour and its name, as an SVG data URL. */
export function tenantLogo(businessName: string, style: TenantStyle): string {
  const initials = businessName
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const font = 'Helvetica, Arial, sans-serif';
  const width = 64 + Math.ceil(businessName.length * 10.5);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="50" viewBox="0 0 ${width} 50" role="img" aria-label="${escapeXml(businessName)}">` +
    `<rect x="1" y="1" width="48" height="48" rx="10" fill="${style.color}"/>` +
    `<text x="25" y="32" text-anchor="middle" font-family="${font}" font-size="20" font-weight="700" fill="${style.font}">${escapeXml(initials)}</text>` +
    `<text x="60" y="32" font-family="${font}" font-size="18" font-weight="600" fill="${style.font}">${escapeXml(businessName)}</text>` +
    '</svg>';
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * The first start gives every tenant a logo drawn from its name and colours, demo or not; Settings › Logo
 * replaces it. The core's seed has written the tenants with their styles.
 */
export async function seedTenantLogos(trx: Kysely<CoreDatabase>, { tenantIds }: PluginSeedContext): Promise<void> {
  const tenants = await trx
    .selectFrom('tenants')
    .select(['id', 'business_name', 'style'])
    .where('id', 'in', tenantIds)
    .execute();
  for (const tenant of tenants) {
    await trx
      .updateTable('tenants')
      .set({ logo: tenantLogo(tenant.business_name, tenant.style) })
      .where('id', '=', tenant.id)
      .execute();
  }
}
