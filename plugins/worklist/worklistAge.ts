/** How long an item has waited, as a band the list colours: fresh, a day, three days, older. */
export type AgeBand = 'fresh' | 'day' | 'days' | 'old';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function ageBand(createdAt: string, now: number): AgeBand {
  const age = now - Date.parse(createdAt);
  if (age < 4 * HOUR) return 'fresh';
  if (age < DAY) return 'day';
  if (age < 3 * DAY) return 'days';
  return 'old';
}

/** "35 min", "5 h", "3 d": how long ago, short enough for a column. */
export function formatAge(createdAt: string, now: number): string {
  const age = Math.max(0, now - Date.parse(createdAt));
  if (age < HOUR) return `${Math.max(1, Math.round(age / 60_000))} min`;
  if (age < DAY) return `${Math.floor(age / HOUR)} h`;
  return `${Math.floor(age / DAY)} d`;
}

/** Whether an unfinished item is past its due time. */
export function isOverdue(dueAt: string | null, state: string, now: number): boolean {
  return dueAt !== null && (state === 'OPEN' || state === 'CLAIMED') && Date.parse(dueAt) < now;
}
