import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { decodeCursor, encodeCursor, type KeysetOrder } from './keyset.ts';

const byTime: KeysetOrder = {
  name: 'audit:at:desc',
  key: sql`a.at`,
  keyType: 'timestamptz',
  id: sql`a.id`,
  idType: 'uuid',
  direction: 'desc',
};
const ID = '0b0f7a4e-6f1c-4a53-9c1e-2d4b8e0f1a2b';
const AT = '2026-11-22T01:02:03.123456Z';

function forged(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

function expect400(cursor: string, order: KeysetOrder = byTime): void {
  try {
    decodeCursor(order, cursor);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    expect((error as ApiError).description).toMatch(/query\.cursor/);
    return;
  }
  throw new Error(`cursor ${cursor} was accepted`);
}

describe('keyset cursors', () => {
  it('round-trips the sort key and id of a row', () => {
    expect(decodeCursor(byTime, encodeCursor(byTime, AT, ID))).toEqual({ key: AT, id: ID });
    const byName: KeysetOrder = { ...byTime, name: 'users:name:asc', keyType: 'text', direction: 'asc' };
    expect(decodeCursor(byName, encodeCursor(byName, "o'brien, ann", ID))).toEqual({ key: "o'brien, ann", id: ID });
  });

  it('refuses a cursor made for another sort', () => {
    expect400(encodeCursor({ name: 'audit:at:asc' }, AT, ID));
  });

  it('refuses cursors that are not base64url JSON of the right shape', () => {
    expect400('%%%');
    expect400('bm90IGpzb24');
    expect400(forged(null));
    expect400(forged([AT, ID]));
    expect400(forged({ s: byTime.name, k: AT }));
    expect400(forged({ s: byTime.name, k: 5, i: ID }));
  });

  it('refuses values that would not cast to the column types', () => {
    expect400(forged({ s: byTime.name, k: AT, i: 'not-a-uuid' }));
    expect400(forged({ s: byTime.name, k: '2026-13-01T00:00:00.000000Z', i: ID }));
    expect400(forged({ s: byTime.name, k: '2026-02-30T00:00:00.000000Z', i: ID }));
    expect400(forged({ s: byTime.name, k: '2026-11-22 01:02:03', i: ID }));
    const byCount: KeysetOrder = { ...byTime, name: 'n', keyType: 'integer' };
    expect400(forged({ s: 'n', k: '1.5', i: ID }), byCount);
    expect(decodeCursor(byCount, forged({ s: 'n', k: '-42', i: ID }))).toEqual({ key: '-42', id: ID });
  });
});
