import { z } from 'zod';

/** The times the server takes: what PostgreSQL holds comfortably, from 1900 to 2200 (UTC). */
export const EARLIEST_STORED_TIME = Date.UTC(1900, 0, 1);
export const LATEST_STORED_TIME = Date.UTC(2200, 0, 1);
export const STORED_TIME_RULE = 'must be a time from 1900 to 2200';

/**
 * An ISO date-time with its offset, within the stored range whatever offset names it: year 0, which
 * PostgreSQL has not, or a year past 9999 is a 400 naming the field, never a database error.
 */
export function storedIsoTime(format: string = 'an ISO date-time with its offset, e.g. 2026-12-01T00:00:00Z') {
  return z.iso.datetime({ offset: true, error: format }).refine((value) => {
    const time = Date.parse(value);
    return time >= EARLIEST_STORED_TIME && time < LATEST_STORED_TIME;
  }, STORED_TIME_RULE);
}
