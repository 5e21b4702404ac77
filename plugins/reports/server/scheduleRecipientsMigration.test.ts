import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { coreMigrations } from '../../../core/server/db/coreMigrations.ts';
import { openDatabase, type SdpDatabase } from '../../../core/server/db/database.ts';
import { createDatabase } from '../../../tests/support/postgres.ts';
import { REPORTS_MIGRATIONS } from './reportsTables.ts';
import { SCHEDULE_RECIPIENTS_MIGRATION } from './scheduleRecipientsMigration.ts';
import { emptyDatabaseSnapshot } from '../../../tests/server/support/testServer.ts';

/**
 * Schedules stored before their recipients were users or allowed addresses: each address that is one user's
 * of the tenant becomes that user, any other stays an address (mailed only once allowed); the addresses a
 * run was sent to leave its message.
 */
// The reports' tables refer to the core's alone.
const migrations = [...coreMigrations, ...REPORTS_MIGRATIONS];
const before = migrations.slice(
  0,
  migrations.findIndex((migration) => migration.id === SCHEDULE_RECIPIENTS_MIGRATION.id),
);

let database: SdpDatabase;

beforeAll(async () => {
  const adminUrl = inject('databaseUrl');
  database = adminUrl
    ? await openDatabase({ databaseUrl: await createDatabase(adminUrl, `sdp_schedule_recipients_${process.pid}`) })
    : await openDatabase({ dataDir: 'memory://', ...(await emptyDatabaseSnapshot()) });
  await database.migrate(before);
});

afterAll(async () => {
  await database?.close();
});

describe(SCHEDULE_RECIPIENTS_MIGRATION.id, () => {
  it("names a tenant's users by id, keeps other addresses, and takes the addresses out of the runs' messages", async () => {
    const run = (query: ReturnType<typeof sql>) => query.execute(database.db);
    for (const tenant of ['aurora', 'borealis']) {
      await run(sql`insert into tenants (id, business_name, style, password_policy)
        values (${tenant}, ${tenant}, '{}'::jsonb, '{}'::jsonb)`);
    }
    const users = await sql<{ id: string; username: string }>`insert into users (tenant_id, username, email, firstname)
      values ('aurora', 'owner', 'owner@aurora.example', 'Owner'),
             ('aurora', 'colleague', 'Colleague@Aurora.example', 'Colleague'),
             ('aurora', 'twin-a', 'shared@aurora.example', 'Twin'),
             ('aurora', 'twin-b', 'shared@aurora.example', 'Twin'),
             ('borealis', 'foreign', 'foreign@borealis.example', 'Foreign')
      returning id, username`.execute(database.db);
    const idOf = (username: string) => users.rows.find((user) => user.username === username)?.id;
    const saved = await sql<{ id: string }>`insert into saved_reports (tenant_id, owner_user_id, name, report, filters)
      values ('aurora', ${idOf('owner')}, 'Old schedule', 'sla', '{}'::jsonb) returning id`.execute(database.db);
    const savedReportId = saved.rows[0]?.id;
    const addresses = [
      'colleague@aurora.example',
      'shared@aurora.example',
      'foreign@borealis.example',
      'Ops@Outside.example',
    ];
    await run(sql`insert into report_schedules (saved_report_id, tenant_id, frequency, recipients, next_run_at)
      values (${savedReportId}, 'aurora', 'weekly', ${JSON.stringify(addresses)}::jsonb, now())`);
    await run(sql`insert into report_schedule_runs (saved_report_id, tenant_id, result, message, rows)
      values (${savedReportId}, 'aurora', 'SENT', 'Sent to colleague@aurora.example, ops@outside.example', 3),
             (${savedReportId}, 'aurora', 'SENT', 'Sent to ops@outside.example', 3),
             (${savedReportId}, 'aurora', 'FAILED', 'The mail server refused', null)`);

    await database.migrate(migrations);

    const schedule = await sql<{ recipients: unknown; version: number }>`
      select recipients, version from report_schedules where saved_report_id = ${savedReportId}`.execute(database.db);
    expect(schedule.rows[0]).toEqual({
      recipients: [
        { userId: idOf('colleague') },
        { address: 'shared@aurora.example' },
        { address: 'foreign@borealis.example' },
        { address: 'ops@outside.example' },
      ],
      version: 1,
    });
    const runs = await sql<{ message: string; sent_to: unknown; skipped: unknown }>`
      select message, sent_to, skipped from report_schedule_runs order by message`.execute(database.db);
    expect(runs.rows).toEqual([
      { message: 'Sent to 1 recipient', sent_to: ['ops@outside.example'], skipped: [] },
      { message: 'Sent to 2 recipients', sent_to: ['colleague@aurora.example', 'ops@outside.example'], skipped: [] },
      { message: 'The mail server refused', sent_to: [], skipped: [] },
    ]);
  });
});
