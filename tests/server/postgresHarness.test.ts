import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase, findPostgresBinaries, startPostgres } from '../support/postgres.ts';

const onPostgres = process.env.SDP_TEST_DB === 'postgres';

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('PostgreSQL harness', () => {
  it('finds the server binaries or says why not', () => {
    const found = findPostgresBinaries();
    if ('binDir' in found) {
      expect(existsSync(join(found.binDir, 'postgres'))).toBe(true);
      expect(existsSync(join(found.binDir, 'initdb'))).toBe(true);
    } else {
      expect(found.missing).toMatch(/\S/);
    }
  });

  it('reports a reason when PG_BIN points at a directory without PostgreSQL', () => {
    const previous = process.env.PG_BIN;
    process.env.PG_BIN = '/nonexistent/pg/bin';
    try {
      const found = findPostgresBinaries();
      expect('missing' in found && found.missing).toMatch(/PG_BIN=\/nonexistent\/pg\/bin|root/);
    } finally {
      if (previous === undefined) delete process.env.PG_BIN;
      else process.env.PG_BIN = previous;
    }
  });

  it('provides a database URL only on the PostgreSQL pass', () => {
    const url = inject('databaseUrl');
    if (onPostgres) expect(url).toMatch(/^postgres:\/\/sdp@127\.0\.0\.1:\d+\/sdp_test$/);
    else expect(url).toBeNull();
  });

  it('rejects database names that would need quoting', async () => {
    await expect(createDatabase('postgres://sdp@127.0.0.1:1/sdp_test', 'bad"name')).rejects.toThrow(/database name/);
  });
});

describe.runIf(onPostgres)('PostgreSQL test server', () => {
  it('answers select version()', async () => {
    const url = inject('databaseUrl');
    if (url === null) throw new Error('globalSetup did not provide databaseUrl');
    const [row] = await query<{ version: string }>(url, 'select version()');
    expect(row?.version).toMatch(/^PostgreSQL \d+/);
  });

  it('creates a separate, empty database for a test file', async () => {
    const adminUrl = inject('databaseUrl');
    if (adminUrl === null) throw new Error('globalSetup did not provide databaseUrl');
    const name = `harness_${process.pid}_${Date.now()}`;
    const url = await createDatabase(adminUrl, name);
    expect(url).toBe(adminUrl.replace(/\/sdp_test$/, `/${name}`));
    const [row] = await query<{ db: string; tables: string }>(
      url,
      "select current_database() as db, (select count(*) from pg_tables where schemaname = 'public')::text as tables",
    );
    expect(row).toEqual({ db: name, tables: '0' });
    await expect(createDatabase(adminUrl, name)).rejects.toThrow(/already exists/);
  });

  it('stops with a fast shutdown and removes its directory', async () => {
    const second = await startPostgres();
    expect(existsSync(second.dir)).toBe(true);
    const [row] = await query<{ one: number }>(second.url, 'select 1 as one');
    expect(row?.one).toBe(1);
    await second.stop();
    expect(existsSync(second.dir)).toBe(false);
    await expect(query(second.url, 'select 1')).rejects.toThrow(/ECONNREFUSED/);
  });
});
