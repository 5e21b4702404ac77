import { describe, expect, it } from 'vitest';
import { smsSegments } from './smsSegments.ts';

describe('SMS segments', () => {
  it('counts GSM-7 septets, the extension characters twice', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0, remaining: 160 });
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1, remaining: 0 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ segments: 2, remaining: 306 - 161 });
    expect(smsSegments('€ and [x]')).toMatchObject({ encoding: 'GSM-7', units: 12 });
  });

  it('falls back to UCS-2 for a character outside the alphabet', () => {
    expect(smsSegments('Hej 👋')).toMatchObject({ encoding: 'UCS-2', units: 6, segments: 1, remaining: 64 });
    expect(smsSegments('ł'.repeat(71))).toMatchObject({ encoding: 'UCS-2', segments: 2, remaining: 134 - 71 });
  });
});
