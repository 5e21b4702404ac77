import { PassThrough } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { AccountScope } from '../../../core/server/auth/accountScope.ts';
import { UNNARROWED } from '../../../core/server/auth/accountScope.ts';
import { accountAndDescendants, listPartnerAccounts } from '../../../core/server/auth/partnerAccounts.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { Mailer } from '../../../core/server/mail/mailer.ts';
import { REPORTS, reportFiltersSchema } from '../contract.ts';
import { EXPORT_CONTENT_TYPES, exportFileName, writeReportXlsx } from './reportFiles.ts';
import { reportsDb } from './reportsTables.ts';
import { runReport } from './runReport.ts';
import { nextRunAfter } from './scheduleTimes.ts';

/** The queue of the regular look for due schedules, and the one a "Send now" goes through. */
export const SCHEDULE_QUEUE = 'reports.schedules';
export const SEND_QUEUE = 'reports.send';
export const SCHEDULE_EVERY_MS = 60_000;

async function xlsxBuffer(write: (stream: PassThrough) => Promise<void>): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  await write(stream);
  await ended;
  return Buffer.concat(chunks);
}

/** What the saved report's owner may see: their partner account and those beneath it, or the whole tenant. */
async function ownerScope(db: Kysely<CoreDatabase>, tenantId: string, accountId: string | null): Promise<AccountScope> {
  if (accountId === null) return UNNARROWED;
  const ids = accountAndDescendants(await listPartnerAccounts(db, tenantId), accountId).map(
    (account) => account.accountId,
  );
  const reachable = new Set(ids);
  return { root: accountId, accountIds: ids, includes: (id) => id !== null && reachable.has(id) };
}

/**
 * Sends one saved report's schedule now: the report over its saved filters as the owner sees it, as XLSX
 * to each recipient through the mailer; the run is recorded with its result either way.
 */
export async function sendScheduledReport(
  db: Kysely<CoreDatabase>,
  mailer: Mailer,
  savedReportId: string,
  now: number,
): Promise<void> {
  const reports = reportsDb(db);
  const saved = await reports
    .selectFrom('saved_reports as s')
    .innerJoin('report_schedules as r', 'r.saved_report_id', 's.id')
    .innerJoin('users as u', 'u.id', 's.owner_user_id')
    .select(['s.id', 's.tenant_id', 's.name', 's.report', 's.filters', 'r.recipients', 'u.account_id'])
    .where('s.id', '=', savedReportId)
    .executeTakeFirst();
  if (!saved) return;
  const record = (result: 'SENT' | 'FAILED', message: string, rows: number | null) =>
    reports
      .insertInto('report_schedule_runs')
      .values({ saved_report_id: saved.id, tenant_id: saved.tenant_id, at: new Date(now), result, message, rows })
      .execute();
  try {
    const filters = reportFiltersSchema.parse(saved.filters);
    const scope = await ownerScope(db, saved.tenant_id, saved.account_id);
    const result = await runReport(db, saved.report, { tenantId: saved.tenant_id, scope, filters, now });
    const definition = REPORTS[saved.report];
    const content = await xlsxBuffer((stream) => writeReportXlsx(stream, definition, result.rows));
    const filename = exportFileName(saved.report, new Date(result.from), new Date(result.to), 'xlsx');
    for (const to of saved.recipients) {
      await mailer.send({
        tenantId: saved.tenant_id,
        to,
        subject: `Report: ${saved.name}`,
        body: `${definition.title} from ${result.from} to ${result.to}: ${result.rows.length} rows, attached as ${filename}.`,
        attachments: [{ filename, contentType: EXPORT_CONTENT_TYPES.xlsx, content }],
      });
    }
    await record('SENT', `Sent to ${saved.recipients.join(', ')}`, result.rows.length);
  } catch (error) {
    await record('FAILED', error instanceof Error ? error.message : String(error), null);
  }
}

/** Sends every schedule that is due, each moved on to its next time first so a slow send is not sent twice. */
export async function sendDueReports(db: Kysely<CoreDatabase>, mailer: Mailer, now: number): Promise<number> {
  const due = await db.transaction().execute(async (trx) => {
    const rows = await sql<{ saved_report_id: string; frequency: 'daily' | 'weekly' | 'monthly' }>`
      select saved_report_id, frequency from report_schedules where next_run_at <= ${new Date(now)}
      order by next_run_at limit 50 for update skip locked`.execute(trx);
    for (const row of rows.rows) {
      await reportsDb(trx)
        .updateTable('report_schedules')
        .set({ next_run_at: nextRunAfter(row.frequency, now) })
        .where('saved_report_id', '=', row.saved_report_id)
        .execute();
    }
    return rows.rows;
  });
  for (const row of due) await sendScheduledReport(db, mailer, row.saved_report_id, now);
  return due.length;
}
