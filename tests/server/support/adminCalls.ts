import { expect } from 'vitest';
import type { BulkAction, BulkResult } from '../../../plugins/resourceKit/public/contract/resource.ts';
import {
  USERS_RESOURCE,
  type AddUserRequest,
  type Role,
  type UserDetails,
  type UserPage,
} from '../../../plugins/users/contract.ts';
import type { ApiResponse, TestServer } from './testServer.ts';

/** Calls of the administration screens' APIs, for the tests of users, roles, settings, logs and views. */

export const NEW_USER_PASSWORD = 'Welcome#Pass-2026';

/** Calls as the token's user; `headers` go with every call (the account-scope header). */
export function caller(server: TestServer, token: string, headers: Record<string, string> = {}) {
  return {
    get: <T>(path: string) => server.request<T>('GET', path, { token, headers }),
    post: <T>(path: string, body?: unknown) => server.request<T>('POST', path, { token, body, headers }),
    put: <T>(path: string, body?: unknown) => server.request<T>('PUT', path, { token, body, headers }),
    delete: <T>(path: string) => server.request<T>('DELETE', path, { token, headers }),
  };
}

export type Caller = ReturnType<typeof caller>;

export function expectStatus<T>(response: ApiResponse<T>, status: number): ApiResponse<T> {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.status).toBe(status < 400 ? 'Success' : 'Failed');
  return response;
}

/** The token of the newest password link mailed to the address. */
export async function mailedLinkToken(server: TestServer, email: string): Promise<string> {
  const mail = await server.runtime.services.db
    .selectFrom('mail_outbox')
    .select('body')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const token = /\/sdp\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`No password link in the mail to ${email}: ${mail.body}`);
  return token;
}

/** Sets the password of a user through the mailed link, as the user would. */
export async function choosePassword(server: TestServer, email: string, password = NEW_USER_PASSWORD): Promise<void> {
  const token = await mailedLinkToken(server, email);
  const response = await server.request('PUT', '/authentication/resetPassword', {
    body: { token, newPassword: password },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

let counter = 0;

/** Creates a user through the API and returns it. */
export async function addUser(api: Caller, fields: Partial<AddUserRequest> = {}): Promise<UserDetails> {
  counter += 1;
  const username = fields.username ?? `user-${counter}-${Date.now() % 100000}`;
  const response = await api.post<UserDetails>('/user/addUser', {
    username,
    email: `${username}@example.test`,
    firstname: 'Test',
    lastname: `User ${counter}`,
    ...fields,
  });
  return expectStatus(response, 200).body.data;
}

/** Creates a user holding a new role with the tree, sets its password and signs it in. */
export async function signedInUserWithRole(
  server: TestServer,
  admin: Caller,
  name: string,
  permissions: Record<string, unknown>,
): Promise<{ user: UserDetails; role: Role; token: string }> {
  const role = expectStatus(await admin.post<Role>('/user/role', { name: `${name} role`, permissions }), 200).body.data;
  const user = await addUser(admin, { username: name, roleIds: [role.roleId] });
  await choosePassword(server, user.email);
  return { user, role, token: await server.login(name, NEW_USER_PASSWORD) };
}

/** A page of the users listing. */
export async function userPage(api: Caller, query: string): Promise<UserPage> {
  return expectStatus(await api.get<UserPage>(`${USERS_RESOURCE.paths.list}?${query}`), 200).body.data;
}

/** Every page of the users listing, following the cursors. */
export async function allUserPages(api: Caller, query: string): Promise<UserDetails[]> {
  const rows: UserDetails[] = [];
  let cursor: string | null = null;
  do {
    const next: UserPage = await userPage(api, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    rows.push(...next.items);
    cursor = next.nextCursor;
  } while (cursor);
  return rows;
}

/** Enables or disables users in one bulk call, each at the version given. */
export function bulkUsers(api: Caller, action: BulkAction, users: readonly Pick<UserDetails, 'userId' | 'version'>[]) {
  return api.post<BulkResult>(USERS_RESOURCE.paths.bulk ?? '', {
    action,
    items: users.map((user) => ({ id: user.userId, version: user.version })),
  });
}

export async function roleNamed(api: Caller, name: string): Promise<Role> {
  const roles = expectStatus(await api.get<{ items: Role[] }>('/user/getAllRoleDetails?limit=500'), 200).body.data
    .items;
  const role = roles.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`No role ${name}`);
  return role;
}

export interface AuditRow {
  account_id: string | null;
  entity: string;
  entity_id: string;
  action: string;
  actor_username: string;
  before: unknown;
  after: unknown;
}

/** The audit entries of an entity, oldest first, straight from the table. */
export async function auditOf(server: TestServer, entityId: string): Promise<AuditRow[]> {
  return server.runtime.services.db
    .selectFrom('audit_log')
    .select(['account_id', 'entity', 'entity_id', 'action', 'actor_username', 'before', 'after'])
    .where('entity_id', '=', entityId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
