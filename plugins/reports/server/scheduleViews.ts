import type { Kysely } from 'kysely';
import { hasPermission } from '../../../core/contract/permissions.ts';
import type { AuthContext } from '../../../core/server/auth/authContext.ts';
import { listPartnerAccounts } from '../../../core/server/auth/partnerAccounts.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { ReportSchedule, ScheduleRecipient } from '../contract.ts';
import { scheduleRights } from '../contract/scheduleRights.ts';
import { OWNER_GONE, ownerStandings } from './ownerStanding.ts';
import { ownerReach, recipientUsers } from './recipientFacts.ts';
import { judgeRecipient, recipientUserIds, type RecipientFacts } from './recipientRules.ts';
import { readReportsConfiguration } from './reportsConfiguration.ts';
import type { StoredRecipient } from './reportsTables.ts';
import type { SavedReportRow } from './savedReportStore.ts';

/** What the caller may do with the schedule of this saved report. */
export const rightsOf = (auth: AuthContext, ownerUserId: string) =>
  scheduleRights(ownerUserId === auth.userId, auth.accountId !== null, (key) => hasPermission(auth.subject, key));

function recipientView(recipient: StoredRecipient, facts: RecipientFacts): ScheduleRecipient {
  const { skipped } = judgeRecipient(recipient, facts);
  if ('address' in recipient) return { kind: 'address', address: recipient.address, skipped };
  const user = facts.users.get(recipient.userId);
  return {
    kind: 'user',
    userId: recipient.userId,
    name: user?.name ?? 'A former user',
    email: user?.email ?? null,
    skipped,
  };
}

/**
 * The schedules of these saved reports as the caller sees them, by saved report id: whether each is mailed
 * at all (its owner's standing) and, to its owner and those who may change or stop any schedule, to whom and
 * whom it skips now.
 */
export async function scheduleViews(
  db: Kysely<CoreDatabase>,
  auth: AuthContext,
  rows: readonly SavedReportRow[],
): Promise<Map<string, ReportSchedule>> {
  const scheduled = rows.flatMap((row) =>
    row.frequency && row.recipients && row.nextRunAt && row.scheduleVersion !== null
      ? [
          {
            row,
            frequency: row.frequency,
            recipients: row.recipients,
            nextRunAt: row.nextRunAt,
            version: row.scheduleVersion,
          },
        ]
      : [],
  );
  const views = new Map<string, ReportSchedule>();
  if (scheduled.length === 0) return views;
  const standings = await ownerStandings(
    db,
    auth.tenantId,
    scheduled.map(({ row }) => row.ownerUserId),
  );
  const detailed = scheduled.filter(({ row }) => rightsOf(auth, row.ownerUserId).seeRecipients);
  const shown = new Set(detailed.map(({ row }) => row.id));
  const users = await recipientUsers(
    db,
    auth.tenantId,
    detailed.flatMap(({ recipients }) => recipientUserIds(recipients)),
  );
  const allowed = detailed.length > 0 ? (await readReportsConfiguration(db, auth.tenantId)).allowedRecipients : [];
  const partnerOwned = [...standings.values()].some((standing) => standing.accountId !== null);
  const accounts = partnerOwned ? await listPartnerAccounts(db, auth.tenantId) : [];
  for (const { row, frequency, recipients, nextRunAt, version } of scheduled) {
    const standing = standings.get(row.ownerUserId) ?? OWNER_GONE;
    const facts = { users, allowed, reaches: [ownerReach(accounts, standing)] };
    views.set(row.id, {
      frequency,
      recipients: shown.has(row.id) ? recipients.map((recipient) => recipientView(recipient, facts)) : null,
      nextRunAt: nextRunAt.toISOString(),
      skipped: standing.skipped,
      version,
    });
  }
  return views;
}
