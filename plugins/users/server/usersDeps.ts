import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { BruteForceGuard, loginLimits } from '../../../core/server/auth/bruteForce.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';

/** What the users and roles routes share: the server services and the sign-in failure counter. */
export interface UsersDeps extends ServerServices {
  guard: BruteForceGuard;
}

export function createUsersDeps(services: ServerServices): UsersDeps {
  return { ...services, guard: new BruteForceGuard(services.db, loginLimits(services.config), services.clock) };
}

/** The audit fields naming who made a change in which request. */
export function auditSource(auth: AuthContext, request: FastifyRequest) {
  return {
    tenantId: auth.tenantId,
    actor: { userId: auth.userId, username: auth.username },
    requestId: request.id,
  };
}

export const USERS_TAGS = ['Users'];
export const ROLES_TAGS = ['Roles'];
