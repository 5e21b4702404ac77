import type { Kysely } from 'kysely';
import { applicationModeSchema, type ApplicationMode } from '../../contract/auth.ts';
import { withoutTenantOnlyAreas } from '../../contract/permissionCatalogue.ts';
import { mergePermissionTrees, type PermissionTree } from '../../contract/permissions.ts';

/** A partner user's roles never reach the tenant-only areas (the tenant's settings). */
const partnerTree = (tree: PermissionTree, accountId: string | null) =>
  accountId === null ? tree : withoutTenantOnlyAreas(tree);
import type { ServerConfig } from '../config.ts';
import type { CoreDatabase } from '../db/schema.ts';
import type { AuthCache, SessionSnapshot } from './authCache.ts';
import type { AuthContext } from './authContext.ts';
import { hashToken, newSecretToken } from './secrets.ts';

export type Clock = () => number;

export interface NewSession {
  tenantId: string;
  userId: string;
  applicationMode: ApplicationMode;
  ip: string | null;
  userAgent: string | null;
}

export interface IssuedSession {
  token: string;
  /** Epoch milliseconds at which the session ends unless used again. */
  expiry: number;
}

export interface AuthenticatedSession {
  auth: AuthContext;
  /** `token:expiryMillis` when this call extended the session, for the refresh header. */
  refreshed: string | null;
}

const MINUTE = 60_000;
const MAX_REFRESH_INTERVAL = MINUTE;

/** Freezes a plain JSON-like value and everything in it: one snapshot serves many requests. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Sessions live in the database (any server process serves any request). Tokens are stored hashed;
 * a session ends at its idle expiry, which use pushes forward, or at its absolute expiry.
 */
export class SessionService {
  constructor(
    private readonly db: Kysely<CoreDatabase>,
    private readonly config: ServerConfig,
    private readonly clock: Clock = Date.now,
    private readonly cache?: AuthCache,
  ) {}

  private async timeouts(tenantId: string): Promise<{ idle: number; absolute: number }> {
    const tenant = await this.db
      .selectFrom('tenants')
      .select(['session_idle_minutes', 'session_absolute_minutes'])
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return {
      idle: (tenant.session_idle_minutes ?? this.config.SESSION_IDLE_MINUTES) * MINUTE,
      absolute: (tenant.session_absolute_minutes ?? this.config.SESSION_ABSOLUTE_HOURS * 60) * MINUTE,
    };
  }

  async create(session: NewSession): Promise<IssuedSession> {
    const { idle, absolute } = await this.timeouts(session.tenantId);
    const now = this.clock();
    const token = newSecretToken();
    const absoluteExpiry = now + absolute;
    const expiry = Math.min(now + idle, absoluteExpiry);
    await this.db
      .insertInto('sessions')
      .values({
        tenant_id: session.tenantId,
        user_id: session.userId,
        token_hash: hashToken(token),
        application_mode: session.applicationMode,
        created_at: new Date(now),
        last_seen_at: new Date(now),
        idle_expires_at: new Date(expiry),
        absolute_expires_at: new Date(absoluteExpiry),
        ip: session.ip,
        user_agent: session.userAgent?.slice(0, 512) ?? null,
      })
      .execute();
    return { token, expiry };
  }

  /**
   * Resolves a bearer token to its caller, or null when it is unknown, revoked, expired or its user disabled.
   * The caller's snapshot comes from the cache while no change to it was heard (`authCache.ts`); the idle
   * expiry is written back at most once a minute (more often only for idle timeouts under ten minutes).
   */
  async authenticate(token: string): Promise<AuthenticatedSession | null> {
    if (token.length === 0 || token.length > 512) return null;
    const tokenHash = hashToken(token);
    let snapshot = await this.cache?.get(tokenHash);
    // A snapshot that says no is read again: another process may have extended the session meanwhile.
    if (!snapshot || !this.usable(snapshot, this.clock())) {
      const readStarted = this.cache?.readStarted() ?? 0;
      snapshot = await this.readSnapshot(tokenHash);
      if (!snapshot || !this.usable(snapshot, this.clock())) return null;
      this.cache?.put(tokenHash, snapshot, readStarted);
    }
    const now = this.clock();

    const idle = (snapshot.idleMinutes ?? this.config.SESSION_IDLE_MINUTES) * MINUTE;
    const refreshAfter = Math.min(MAX_REFRESH_INTERVAL, idle / 10);
    let refreshed: string | null = null;
    if (now - snapshot.lastSeenAt >= refreshAfter) {
      const expiry = Math.min(now + idle, snapshot.absoluteExpiresAt);
      // Concurrent requests of one session find it due together: only the first one writes and announces.
      const result = await this.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(now), idle_expires_at: new Date(expiry) })
        .where('id', '=', snapshot.sessionId)
        .where('last_seen_at', '<=', new Date(now - refreshAfter))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) refreshed = `${token}:${expiry}`;
    }

    return {
      refreshed,
      auth: {
        sessionId: snapshot.sessionId,
        userId: snapshot.userId,
        username: snapshot.username,
        tenantId: snapshot.tenantId,
        accountId: snapshot.accountId,
        applicationMode: snapshot.applicationMode,
        subject: snapshot.subject,
        tenantVersion: snapshot.tenantVersion,
      },
    };
  }

  private usable(snapshot: SessionSnapshot, now: number): boolean {
    return !snapshot.revoked && snapshot.active && snapshot.idleExpiresAt > now && snapshot.absoluteExpiresAt > now;
  }

  /** The session of a token hash with its user, tenant and merged roles, as the database has them now. */
  private async readSnapshot(tokenHash: string): Promise<SessionSnapshot | undefined> {
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', (join) => join.onRef('u.id', '=', 's.user_id').onRef('u.tenant_id', '=', 's.tenant_id'))
      .innerJoin('tenants as t', 't.id', 's.tenant_id')
      .select([
        's.id as sessionId',
        's.tenant_id as tenantId',
        's.user_id as userId',
        's.application_mode as applicationMode',
        's.last_seen_at as lastSeenAt',
        's.idle_expires_at as idleExpiresAt',
        's.absolute_expires_at as absoluteExpiresAt',
        's.revoked_at as revokedAt',
        'u.username',
        'u.account_id as accountId',
        'u.status',
        'u.developer_access as developerAccess',
        'u.copy_configuration as copyConfiguration',
        't.partner_management as partnerManagement',
        't.session_idle_minutes as idleMinutes',
        't.version as tenantVersion',
      ])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;

    const roles = await this.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', (join) =>
        join.onRef('r.id', '=', 'ur.role_id').onRef('r.tenant_id', '=', 'ur.tenant_id'),
      )
      .select(['r.id', 'r.permissions'])
      .where('ur.tenant_id', '=', row.tenantId)
      .where('ur.user_id', '=', row.userId)
      .execute();

    const mode = applicationModeSchema.safeParse(row.applicationMode);
    return {
      sessionId: row.sessionId,
      tenantId: row.tenantId,
      userId: row.userId,
      roleIds: roles.map((role) => role.id),
      applicationMode: mode.success ? mode.data : 'provisioning',
      lastSeenAt: row.lastSeenAt.getTime(),
      idleExpiresAt: row.idleExpiresAt.getTime(),
      absoluteExpiresAt: row.absoluteExpiresAt.getTime(),
      revoked: row.revokedAt !== null,
      active: row.status === 'ACTIVE',
      username: row.username,
      accountId: row.accountId,
      idleMinutes: row.idleMinutes,
      tenantVersion: row.tenantVersion,
      subject: deepFreeze({
        permissions: partnerTree(mergePermissionTrees(roles.map((role) => role.permissions)), row.accountId),
        developerAccess: row.developerAccess,
        copyConfiguration: row.copyConfiguration,
        isPartner: row.accountId !== null,
        partnerManagement: row.partnerManagement,
      }),
    };
  }

  /** Revokes the session of this token, if it belongs to the given user of the tenant. Returns whether one was revoked. */
  async revokeToken(token: string, tenantId: string, userId: string, reason: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.clock()), revoked_reason: reason })
      .where('token_hash', '=', hashToken(token))
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Revokes every live session of a user, but the one named by exceptSessionId. */
  async revokeAllForUser(
    db: Kysely<CoreDatabase>,
    tenantId: string,
    userId: string,
    reason: string,
    exceptSessionId?: string,
  ): Promise<void> {
    let query = db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.clock()), revoked_reason: reason })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    await query.execute();
  }

  now(): number {
    return this.clock();
  }
}
