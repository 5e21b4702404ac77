import type { FastifyRequest } from 'fastify';
import type { ServerServices } from '../serverPlugin.ts';
import { BruteForceGuard, loginLimits } from './bruteForce.ts';

/** What the authentication routes share: the server services, the failure counter and the start time. */
export interface AuthDeps extends ServerServices {
  guard: BruteForceGuard;
  /** Epoch milliseconds at which this server process built its routes. */
  startedAt: number;
}

export function createAuthDeps(services: ServerServices): AuthDeps {
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
