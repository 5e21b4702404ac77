import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyPgliteDataDir, walSegmentsPastCheckpoint } from '../support/pgliteDataDir.ts';

/** The smallest WAL segment PostgreSQL allows (16 MB by default): the copy reads the size off the files. */
const SEGMENT = 1024 * 1024;
const folders: string[] = [];

function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'sdp-pglite-dir-'));
  folders.push(path);
  return path;
}

afterEach(() => {
  for (const path of folders.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** A data directory as far as the copy reads it: pg_control's state and checkpoint, and WAL segments. */
function fakeDataDir(state: number, checkpoint: bigint, segments: string[]): string {
  const dir = folder();
  mkdirSync(join(dir, 'global'));
  mkdirSync(join(dir, 'pg_wal', 'archive_status'), { recursive: true });
  const control = Buffer.alloc(8192);
  control.writeUInt32LE(state, 16);
  control.writeBigUInt64LE(checkpoint, 32);
  writeFileSync(join(dir, 'global', 'pg_control'), control);
  for (const name of segments) writeFileSync(join(dir, 'pg_wal', name), Buffer.alloc(SEGMENT));
  return dir;
}

/** Writes a row and moves on to the next WAL segment, `times` times. */
async function switchSegments(db: PGlite, times: number): Promise<void> {
  for (let at = 0; at < times; at += 1) await db.exec(`insert into notes values ('switch'); select pg_switch_wal();`);
}

describe('copies of the seeded PGlite directory', () => {
  it('leave out the WAL segments past the last checkpoint of a cleanly shut down directory, and only those', async () => {
    const segments = ['000000010000000000000003', '000000010000000000000004', '000000010000000100000000'];
    // The checkpoint in segment 4 (4 MB and a little); segment 1/00 is the 4,096th, past it.
    const shutDown = fakeDataDir(1, 4n * BigInt(SEGMENT) + 0x201c0n, [...segments, '000000010000000000000005']);
    expect([...walSegmentsPastCheckpoint(shutDown)].sort()).toEqual([
      '000000010000000000000005',
      '000000010000000100000000',
    ]);
    const copy = join(folder(), 'copy');
    await copyPgliteDataDir(shutDown, copy);
    expect(readdirSync(join(copy, 'pg_wal')).sort()).toEqual([
      '000000010000000000000003',
      '000000010000000000000004',
      'archive_status',
    ]);
    // Not shut down cleanly (state 6, in production): every segment is kept.
    expect(walSegmentsPastCheckpoint(fakeDataDir(6, 4n * BigInt(SEGMENT), segments)).size).toBe(0);
  });

  it('start, read what the original held and write past the segments left out', async () => {
    const original = folder();
    const first = await PGlite.create(original);
    await first.exec('create table notes (body text); insert into notes values ($$kept$$);');
    // Segments written and checkpointed away: PostgreSQL renames them ahead for reuse.
    await switchSegments(first, 3);
    await first.exec('checkpoint');
    await first.close();
    expect(walSegmentsPastCheckpoint(original).size).toBeGreaterThan(0);
    const copy = join(folder(), 'copy');
    await copyPgliteDataDir(original, copy);
    const second = await PGlite.create(copy);
    try {
      const bodies = async () =>
        (await second.query<{ body: string }>('select body from notes')).rows.map((row) => row.body);
      expect(await bodies()).toEqual(['kept', 'switch', 'switch', 'switch']);
      // On to segments past those left out: PostgreSQL makes them as it needs them.
      await switchSegments(second, 4);
      expect(await bodies()).toHaveLength(8);
    } finally {
      await second.close();
    }
  });
});
