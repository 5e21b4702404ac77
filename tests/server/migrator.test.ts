import { afterEach, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type SdpDatabase } from '../../core/server/db/database.ts';
import { createDatabase } from '../support/postgres.ts';
import { emptyDatabaseSnapshot } from './support/testServer.ts';

const adminUrl = inject('databaseUrl');
let counter = 0;
let database: SdpDatabase | null = null;

async function freshDatabase(): Promise<SdpDatabase> {
  counter += 1;
  database = adminUrl
    ? await openDatabase({ databaseUrl: await createDatabase(adminUrl, `sdp_migrator_${process.pid}_${counter}`) })
    : await openDatabase({ dataDir: 'memory://', ...(await emptyDatabaseSnapshot()) });
  return database;
}

afterEach(async () => {
  await database?.close();
  database = null;
});

describe('migrations', () => {
  it('applies each migration once, in order', async () => {
    const db = await freshDatabase();
    const migrations = [
      { id: 'test/001_a', sql: 'create table a (id int primary key); insert into a values (1);' },
      { id: 'test/002_b', sql: 'create table b (id int primary key references a(id)); insert into b values (1);' },
    ];
    expect(await db.migrate(migrations)).toEqual(['test/001_a', 'test/002_b']);
    expect(await db.migrate(migrations)).toEqual([]);
    const rows = await sql<{ n: number }>`select count(*)::int as n from b`.execute(db.db);
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('rolls back every migration of a run when one fails', async () => {
    const db = await freshDatabase();
    await expect(
      db.migrate([
        { id: 'test/001_ok', sql: 'create table kept (id int);' },
        { id: 'test/002_broken', sql: 'create table broken (id int; -- syntax error' },
      ]),
    ).rejects.toThrow();
    const tables = await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.tables where table_name = 'kept'`.execute(db.db);
    expect(tables.rows[0]?.n).toBe(0);
  });

  it('refuses duplicate migration ids', async () => {
    const db = await freshDatabase();
    await expect(
      db.migrate([
        { id: 'test/001', sql: 'select 1' },
        { id: 'test/001', sql: 'select 2' },
      ]),
    ).rejects.toThrow(/Duplicate migration id/);
  });

  it('serialises concurrent runs so each migration is applied once', async () => {
    const db = await freshDatabase();
    const migrations = [{ id: 'test/001_once', sql: 'create table once_only (id int);' }];
    const results = await Promise.all([db.migrate(migrations), db.migrate(migrations), db.migrate(migrations)]);
    expect(results.flat()).toEqual(['test/001_once']);
  });
});
