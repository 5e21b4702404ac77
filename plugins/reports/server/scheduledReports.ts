import { PassThrough } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { listPartnerAccounts } from '../../../core/server/auth/partnerAccounts.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { Mailer } from '../../../core/server/mail/mailer.ts';
import { REPORTS, reportFiltersSchema } from '../contract.ts';
import { EXPORT_CONTENT_TYPES, exportFileName, writeReportXlsx } from './reportFiles.ts';
import { OWNER_GONE, ownerStandings, type OwnerStanding } from './ownerStanding.ts';
import { ownerReach, recipientUsers } from './recipientFacts.ts';
import { judgeRecipient, recipientUserIds, type RecipientReach } from './recipientRules.ts';
import { readReportsConfiguration } from './reportsConfiguration.ts';
import { reportsDb, type SkippedRecipient, type StoredRecipient } from './reportsTables.ts';
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

interface RunRecord {
  result: 'SENT' | 'FAILED' | 'SKIPPED';
  message: string;
  rows: number | null;
  sentTo: readonly string[];
  skipped: readonly SkippedRecipient[];
}

const recipientsText = (count: number) => `${count} ${count === 1 ? 'recipient' : 'recipients'}`;

/**
 * Whom one schedule mails now, judged again at the run as at a save: its owner must still be active and hold
 * the key, each user must still be active and within a partner owner's accounts (mailed at their address of
 * the moment), each address still allowed. What is left out is kept with the run.
 */
async function deliveriesOf(
  db: Kysely<CoreDatabase>,
  saved: { tenant_id: string; owner_user_id: string; recipients: readonly StoredRecipient[] },
): Promise<{ standing: OwnerStanding; reach: RecipientReach; to: string[]; skipped: SkippedRecipient[] }> {
  const standing =
    (await ownerStandings(db, saved.tenant_id, [saved.owner_user_id])).get(saved.owner_user_id) ?? OWNER_GONE;
  const accounts = standing.accountId === null ? [] : await listPartnerAccounts(db, saved.tenant_id);
  const reach = ownerReach(accounts, standing);
  if (standing.skipped) return { standing, reach, to: [], skipped: [] };
  const facts = {
    users: await recipientUsers(db, saved.tenant_id, recipientUserIds(saved.recipients)),
    allowed: (await readReportsConfiguration(db, saved.tenant_id)).allowedRecipients,
    reaches: [reach],
  };
  // A user and an address of the same mailbox get one mail.
  const to = new Map<string, string>();
  const skipped: SkippedRecipient[] = [];
  for (const recipient of saved.recipients) {
    const judged = judgeRecipient(recipient, facts);
    if (judged.to === null) skipped.push({ recipient: judged.label, reason: judged.skipped ?? '' });
    else if (!to.has(judged.to.toLowerCase())) to.set(judged.to.toLowerCase(), judged.to);
  }
  return { standing, reach, to: [...to.values()], skipped };
}

/**
 * Sends one saved report's schedule now: the report over its saved filters as the owner sees it, as XLSX
 * to each recipient it may still go to through the mailer; the run is recorded with its result either way.
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
    .select(['s.id', 's.tenant_id', 's.owner_user_id', 's.name', 's.report', 's.filters', 'r.recipients'])
    .where('s.id', '=', savedReportId)
    .executeTakeFirst();
  if (!saved) return;
  const record = (run: RunRecord) =>
    reports
      .insertInto('report_schedule_runs')
      .values({
        saved_report_id: saved.id,
        tenant_id: saved.tenant_id,
        at: new Date(now),
        result: run.result,
        message: run.message,
        rows: run.rows,
        sent_to: JSON.stringify(run.sentTo),
        skipped: JSON.stringify(run.skipped),
      })
      .execute();
  const sentTo: string[] = [];
  let skipped: SkippedRecipient[] = [];
  try {
    const deliveries = await deliveriesOf(db, saved);
    skipped = deliveries.skipped;
    if (deliveries.standing.skipped) {
      await record({ result: 'SKIPPED', message: deliveries.standing.skipped, rows: null, sentTo, skipped });
      return;
    }
    if (deliveries.to.length === 0) {
      const message = `Not sent: none of its ${recipientsText(skipped.length)} may receive it.`;
      await record({ result: 'SKIPPED', message, rows: null, sentTo, skipped });
      return;
    }
    const filters = reportFiltersSchema.parse(saved.filters);
    const { scope } = deliveries.reach;
    const result = await runReport(db, saved.report, { tenantId: saved.tenant_id, scope, filters, now });
    const definition = REPORTS[saved.report];
    const content = await xlsxBuffer((stream) => writeReportXlsx(stream, definition, result.rows));
    const filename = exportFileName(saved.report, new Date(result.from), new Date(result.to), 'xlsx');
    for (const to of deliveries.to) {
      await mailer.send({
        tenantId: saved.tenant_id,
        to,
        subject: `Report: ${saved.name}`,
        body: `${definition.title} from ${result.from} to ${result.to}: ${result.rows.length} rows, attached as ${filename}.`,
        attachments: [{ filename, contentType: EXPORT_CONTENT_TYPES.xlsx, content }],
      });
      sentTo.push(to);
    }
    const left = skipped.length > 0 ? `; ${skipped.length} skipped` : '';
    await record({
      result: 'SENT',
      message: `Sent to ${recipientsText(sentTo.length)}${left}`,
      rows: result.rows.length,
      sentTo,
      skipped,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await record({ result: 'FAILED', message, rows: null, sentTo, skipped });
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
