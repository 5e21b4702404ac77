import { vi } from 'vitest';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import type { PermissionTree } from '../../../core/contract/permissions.ts';
import type { Mailer, OutgoingMail } from '../../../core/server/mail/mailer.ts';
import { caller, expectStatus, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { AURORA, createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import type { ApiResponse, TestServer } from '../../../tests/server/support/testServer.ts';
import {
  SAVED_REPORT_PATHS,
  type RecipientInput,
  type SavedReport,
  type ScheduleFrequency,
  type ScheduleRun,
} from '../contract.ts';

/** Saved reports and their schedules over real HTTP, as the schedule tests call them. */

export interface ReportsUser {
  api: Caller;
  userId: string;
  email: string;
}

/** A user of a tenant holding `reports` (flags) and whatever else is given, signed in. */
export async function reportsUser(
  server: TestServer,
  username: string,
  options: { reports: string; accountId?: string | null; tenantId?: string; more?: PermissionTree },
): Promise<ReportsUser> {
  const user = await createUserWithPermissions(server, {
    tenantId: options.tenantId ?? AURORA,
    username,
    accountId: options.accountId ?? null,
    permissions: { reports: options.reports, ...options.more },
  });
  const row = await userRow(server, username);
  return { api: caller(server, await server.login(user.username, user.password)), ...row };
}

/** A user's id and address, by username. */
export async function userRow(server: TestServer, username: string): Promise<{ userId: string; email: string }> {
  const row = await server.runtime.services.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { userId: row.id, email: row.email };
}

export const savedPath = (path: string, savedReportId: string) => fillPath(path, { savedReportId });

export async function saveReport(api: Caller, name: string, shared = true): Promise<SavedReport> {
  const response = await api.post<SavedReport>(SAVED_REPORT_PATHS.list, {
    name,
    report: 'sla',
    filters: { range: '90d' },
    shared,
  });
  return expectStatus(response, 200).body.data;
}

export function putSchedule(
  api: Caller,
  savedReportId: string,
  recipients: readonly RecipientInput[],
  options: { version?: number; frequency?: ScheduleFrequency; sendNow?: boolean } = {},
): Promise<ApiResponse<SavedReport>> {
  const path = savedPath(SAVED_REPORT_PATHS.schedule, savedReportId);
  return api.put<SavedReport>(options.sendNow ? `${path}?sendNow=true` : path, {
    frequency: options.frequency ?? 'weekly',
    recipients,
    ...(options.version === undefined ? {} : { version: options.version }),
  });
}

export const stopSchedule = (api: Caller, savedReportId: string, version?: number) =>
  api.delete(
    `${savedPath(SAVED_REPORT_PATHS.schedule, savedReportId)}${version === undefined ? '' : `?version=${version}`}`,
  );

/** The saved report as the user's list shows it. */
export async function listedAs(api: Caller, savedReportId: string): Promise<SavedReport | undefined> {
  const list = expectStatus(await api.get<SavedReport[]>(SAVED_REPORT_PATHS.list), 200).body.data;
  return list.find((entry) => entry.savedReportId === savedReportId);
}

export async function runsAs(api: Caller, savedReportId: string): Promise<ScheduleRun[]> {
  return expectStatus(await api.get<ScheduleRun[]>(savedPath(SAVED_REPORT_PATHS.runs, savedReportId)), 200).body.data;
}

/** A mailer that keeps what it is given. */
export function capturingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { sent, send: vi.fn(async (mail: OutgoingMail) => void sent.push(mail)) };
}

/** Sets the tenant's allowed external recipients as its administrator, from the version it has now. */
export async function allowRecipients(admin: Caller, allowedRecipients: readonly string[]): Promise<void> {
  const current = expectStatus(await admin.get<{ version: number }>(SAVED_REPORT_PATHS.configuration), 200).body.data;
  expectStatus(await admin.put(SAVED_REPORT_PATHS.configuration, { version: current.version, allowedRecipients }), 200);
}
