import type { ApplicationMode } from '../../contract/auth.ts';
import type { PermissionSubject } from '../../contract/permissions.ts';

/** Who is calling: resolved from the bearer token of the request, never from anything the client names. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  username: string;
  tenantId: string;
  /** The partner account of a partner user; null for the tenant's own users. */
  accountId: string | null;
  applicationMode: ApplicationMode;
  subject: PermissionSubject;
  /** The version of the tenant's settings (style, logo, policy), sent back in the style-version header. */
  tenantVersion: number;
}
