import { inject, injectable } from 'inversify';
import { computed, makeObservable } from 'mobx';
import { hasPermission, type PermissionRequirement, type PermissionSubject } from '../contract/permissions.ts';
import { SessionStore } from '../session/SessionStore.ts';

/** What the signed-in user may do, by the shared evaluator of spec section 6. */
export const PermissionStore = Symbol.for('sdp.PermissionStore');
export interface PermissionStore {
  /** The signed-in user as the evaluator sees them; nobody (no permissions) while signed out. */
  readonly subject: PermissionSubject;
  can(requirement: PermissionRequirement): boolean;
}

const NOBODY: PermissionSubject = {
  permissions: {},
  developerAccess: false,
  copyConfiguration: false,
  isPartner: false,
  partnerManagement: false,
};

@injectable()
export class SessionPermissionStore implements PermissionStore {
  constructor(@inject(SessionStore) private readonly session: SessionStore) {
    makeObservable(this, { subject: computed });
  }

  get subject(): PermissionSubject {
    const user = this.session.user;
    if (!user) return NOBODY;
    return {
      permissions: user.permissions,
      developerAccess: user.developerAccess,
      copyConfiguration: user.copyConfiguration,
      isPartner: this.session.isPartner,
      partnerManagement: this.session.partnerManagement,
    };
  }

  can(requirement: PermissionRequirement): boolean {
    return hasPermission(this.subject, requirement);
  }
}
