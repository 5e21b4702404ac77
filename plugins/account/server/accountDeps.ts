import type { FastifyRequest } from 'fastify';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { BruteForceGuard, loginLimits } from './bruteForce.ts';

/** What the authentication routes share: the server services, the failure counter and the start time. */
export interface AccountDeps extends ServerServices {
  guard: BruteForceGuard;
  /** Epoch milliseconds at which this server process built its routes. */
  startedAt: number;
}

export function createAccountDeps(services: ServerServices): AccountDeps {
  return {
    ...services,
    guard: new BruteForceGuard(services.db, loginLimits(services.config), services.clock),
    startedAt: services.clock(),
  };
}

/** The client address as Fastify resolved it (honouring SDP_TRUST_PROXY). */
export function clientAddress(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

export const INVALID_CREDENTIALS = 'Invalid username or password.';
