import type { PermissionSubject } from '../../../../core/contract/permissions.ts';
import { UNNARROWED } from '../../../../core/server/auth/accountScope.ts';
import type { CopyReader, CopyWriter } from '../../../../core/server/references/referenceMap.ts';
import type { ResourceContext } from './declaration.ts';

/** What a copy's context may do by permission in the tenant it reads or writes: nothing (Transfer checked the copier). */
const NO_PERMISSIONS: PermissionSubject = {
  permissions: {},
  developerAccess: false,
  copyConfiguration: false,
  isPartner: false,
  partnerManagement: false,
};

/** The context of a copy's read of one tenant's records: the whole tenant, in the copier's request. */
export function copyReadContext(reader: CopyReader, tenantId: string): ResourceContext {
  return {
    auth: { ...reader.auth, tenantId, accountId: null, subject: NO_PERMISSIONS },
    request: reader.request,
    scope: UNNARROWED,
  };
}

/**
 * The context of a copy's writes in the target tenant: the whole tenant (no partner account), under the
 * copier's name alone — no session, user or permission of the target stands behind it, so the audit names
 * the copier without a user id — and where the items come from.
 */
export function copyWriteContext(writer: CopyWriter): ResourceContext {
  return {
    auth: {
      ...writer.auth,
      tenantId: writer.tenantId,
      accountId: null,
      sessionId: '',
      userId: '',
      subject: NO_PERMISSIONS,
    },
    request: writer.request,
    scope: UNNARROWED,
    copy: { from: writer.from },
  };
}
