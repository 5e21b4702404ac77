import { readFileSync, readdirSync, statSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';

/** pg_control's `state` once the database was shut down cleanly (DB_SHUTDOWNED). */
const SHUT_DOWN = 1;
/** Offsets in global/pg_control: the state (uint32), and the last checkpoint's WAL position (uint64). */
const STATE_OFFSET = 16;
const CHECKPOINT_OFFSET = 32;
const SEGMENT_NAME = /^([0-9A-F]{8})([0-9A-F]{8})([0-9A-F]{8})$/;

/**
 * The WAL segments of a cleanly shut down data directory that lie past its last checkpoint: files PostgreSQL
 * renamed ahead for reuse, holding no record it will read (it makes new ones when it gets there). Three of a
 * seeded database's four 16 MB segments are such files; none when the directory was not shut down cleanly.
 */
export function walSegmentsPastCheckpoint(dataDir: string): Set<string> {
  const ahead = new Set<string>();
  let control: Buffer;
  try {
    control = readFileSync(join(dataDir, 'global', 'pg_control'));
  } catch {
    return ahead;
  }
  if (control.length < CHECKPOINT_OFFSET + 8 || control.readUInt32LE(STATE_OFFSET) !== SHUT_DOWN) return ahead;
  const checkpoint = control.readBigUInt64LE(CHECKPOINT_OFFSET);
  const walDir = join(dataDir, 'pg_wal');
  for (const name of readdirSync(walDir)) {
    const parts = SEGMENT_NAME.exec(name);
    if (!parts) continue;
    const segmentSize = BigInt(statSync(join(walDir, name)).size);
    if (segmentSize === 0n) continue;
    const segmentsPerId = 0x1_0000_0000n / segmentSize;
    const segment = BigInt(`0x${parts[2]}`) * segmentsPerId + BigInt(`0x${parts[3]}`);
    if (segment > checkpoint / segmentSize) ahead.add(name);
  }
  return ahead;
}

/** Copies a PGlite data directory (not running) for another server, leaving out WAL segments nothing reads. */
export async function copyPgliteDataDir(from: string, to: string): Promise<void> {
  const skipped = new Set([...walSegmentsPastCheckpoint(from)].map((name) => join(from, 'pg_wal', name)));
  await cp(from, to, { recursive: true, filter: (source) => !skipped.has(source) });
}
