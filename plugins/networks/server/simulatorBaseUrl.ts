import { invalidField } from '../../../core/server/http/errors.ts';
import { SIMULATOR_PREFIX } from '../../engine/public/contract/simulator.ts';

/**
 * The tenant whose built-in simulator a base URL calls (`/simulator/<tenant>/…`, a path of this server,
 * read as the engine's call will reach it: dot segments resolved, repeated slashes as one), or null when
 * it calls no simulator of this server.
 */
export function simulatorTenantOf(baseUrl: string): string | null {
  if (!baseUrl.startsWith('/')) return null;
  const path = new URL(`http://self${baseUrl}`).pathname.replace(/\/{2,}/g, '/');
  const [, first, tenant] = path.split('/');
  if (`/${first ?? ''}`.toLowerCase() !== SIMULATOR_PREFIX) return null;
  return tenant ?? '';
}

/** A 400 on the base URL when it calls another tenant's simulator: an element calls its own tenant's only. */
export function assertOwnSimulator(baseUrl: unknown, tenantId: string): void {
  if (typeof baseUrl !== 'string') return;
  const tenant = simulatorTenantOf(baseUrl);
  if (tenant === null || tenant === tenantId) return;
  throw invalidField(
    'body',
    'baseUrl',
    `calls the simulator of ${tenant === '' ? 'no tenant' : `the tenant "${tenant}"`}: an element calls its own tenant's, ${SIMULATOR_PREFIX}/${tenantId}/…`,
  );
}
