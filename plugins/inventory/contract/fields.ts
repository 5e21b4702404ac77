// Field schemas the inventory's records share: names, descriptions, notes, serials, thresholds.
import { z } from 'zod';

export const name = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 _.()/-]{0,79}$/,
    'A name starts with a letter or digit: letters, digits, spaces, _ . ( ) / -, at most 80.',
  );
export const description = z.string().trim().max(500, 'A description has at most 500 characters.').default('');
export const note = z.string().trim().max(500, 'A note has at most 500 characters.');
export const serial = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,63}$/,
    'A serial is 1–64 letters, digits, . _ : / -, starting with a letter or digit.',
  );

export const threshold = z.number().int().min(0).max(1_000_000);
