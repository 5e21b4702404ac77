import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { SignInLocks } from '../../account/public/server/SignInLocks.ts';

/** What the users and roles routes share: the server services and the account plugin's sign-in delays. */
export interface UsersDeps extends ServerServices {
  locks: SignInLocks;
}

export function createUsersDeps(services: ServerServices): UsersDeps {
  return { ...services, locks: services.get(SignInLocks) };
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
