import pg from 'pg';
import { LISTENER_APPLICATION_NAME } from '../../../core/server/db/listenSessions.ts';

/** The backends of the database that server processes listen for notifications on (PostgreSQL only). */
export async function listenerBackends(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and application_name like $1',
      [`${LISTENER_APPLICATION_NAME}%`],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
