import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { OpenListenSession } from './SharedListener.ts';

/** The `application_name` of a process's listening connection on PostgreSQL. */
export const LISTENER_APPLICATION_NAME = 'sdp-listener';

/**
 * PGlite runs in this process on one session: a NOTIFY reaches the listener while the committing
 * statement's answer is read, before that statement's caller resumes, so there is nothing to wait for.
 * The session is never lost.
 */
export function embeddedListenSession(pglite: PGlite): OpenListenSession {
  return async (events) => {
    const unlistens = new Map<string, () => Promise<void>>();
    return {
      listen: async (channel) => {
        unlistens.set(channel, await pglite.listen(channel, (payload) => events.notified(channel, payload)));
      },
      unlisten: async (channel) => {
        const unlisten = unlistens.get(channel);
        unlistens.delete(channel);
        await unlisten?.();
      },
      sync: async () => undefined,
      end: async () => {
        const all = [...unlistens.values()];
        unlistens.clear();
        await Promise.all(all.map((unlisten) => unlisten()));
      },
    };
  };
}

/**
 * A dedicated PostgreSQL connection (not one of the pool's). PostgreSQL signals listeners before it
 * acknowledges the commit and hands them pending notifications before it runs their next statement, so
 * a round trip on this connection after a commit (sync) means that commit's notification has been heard.
 */
export function postgresListenSession(url: string): OpenListenSession {
  return async (events) => {
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    let ended = false;
    const end = async () => {
      if (ended) return;
      ended = true;
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    };
    const drop = (error: unknown) => {
      if (ended) return;
      void end();
      events.lost(error);
    };
    client.on('notification', (message) => {
      if (message.payload !== undefined) events.notified(message.channel, message.payload);
    });
    client.on('error', drop);
    client.on('end', () => drop(new Error('the listener connection ended')));
    try {
      await client.connect();
    } catch (error) {
      await end();
      throw error;
    }
    return {
      listen: async (channel) => {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      },
      unlisten: async (channel) => {
        await client.query(`UNLISTEN ${client.escapeIdentifier(channel)}`);
      },
      sync: async () => {
        await client.query('select 1');
      },
      end,
    };
  };
}
