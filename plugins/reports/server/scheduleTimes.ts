import type { ScheduleFrequency } from '../contract.ts';

/** Scheduled reports go out at this hour (UTC), after the night's orders are in. */
export const SEND_HOUR_UTC = 6;

/**
 * The next time a schedule sends after `now`: daily at 06:00 UTC, weekly on Monday, monthly on the 1st —
 * the first such time later than now.
 */
export function nextRunAfter(frequency: ScheduleFrequency, now: number): Date {
  const today = new Date(now);
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
  if (frequency === 'monthly') {
    const thisMonth = Date.UTC(year, month, 1, SEND_HOUR_UTC);
    return new Date(thisMonth > now ? thisMonth : Date.UTC(year, month + 1, 1, SEND_HOUR_UTC));
  }
  let candidate = Date.UTC(year, month, day, SEND_HOUR_UTC);
  const isMonday = (at: number) => new Date(at).getUTCDay() === 1;
  while (candidate <= now || (frequency === 'weekly' && !isMonday(candidate))) candidate += 86_400_000;
  return new Date(candidate);
}
