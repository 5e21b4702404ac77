import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';

/**
 * Two transactions that each write (`write` answers what it wrote, an id), the first kept open until the
 * second has committed and `meanwhile` has run: the later-written row commits first. Needs a database
 * with several connections (PostgreSQL); answers the ids in writing order.
 */
export async function commitOutOfOrder(
  db: Kysely<CoreDatabase>,
  write: (trx: Kysely<CoreDatabase>) => Promise<string>,
  meanwhile: () => Promise<void>,
): Promise<[first: string, second: string]> {
  let commitFirst!: () => void;
  const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
  let firstWrote!: () => void;
  const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
  const first = db.transaction().execute(async (trx) => {
    const id = await write(trx);
    firstWrote();
    await firstMayCommit;
    return id;
  });
  await firstHasWritten;
  const second = await db.transaction().execute(write);
  try {
    await meanwhile();
  } finally {
    commitFirst();
  }
  return [await first, second];
}
