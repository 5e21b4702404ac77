const UNITS: Readonly<Record<string, number>> = { s: 1, m: 60, min: 60, h: 3_600, d: 86_400 };
const DELAY = /^(\d{1,7})\s*(s|m|min|h|d)?$/i;

/** A delay in seconds as it reads best: `0 s`, `5 s`, `5 min`, `2 h`, `1 d`, or seconds when not whole. */
export function delayText(seconds: number): string {
  if (seconds !== 0 && seconds % 86_400 === 0) return `${seconds / 86_400} d`;
  if (seconds !== 0 && seconds % 3_600 === 0) return `${seconds / 3_600} h`;
  if (seconds !== 0 && seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/** A schedule as typed: its delays comma-separated (`0 s, 5 s, 5 min, 30 min, 2 h`). */
export const scheduleText = (schedule: readonly number[]) => schedule.map(delayText).join(', ');

/**
 * The delays of a schedule typed as `0 s, 5 s, 5 min, 2 h` (a number alone is seconds), or the first
 * item that is not a delay.
 */
export function parseSchedule(text: string): { delays: number[] } | { invalid: string } {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const delays: number[] = [];
  for (const item of items) {
    const match = DELAY.exec(item);
    if (!match) return { invalid: item };
    delays.push(Number(match[1]) * (UNITS[(match[2] ?? 's').toLowerCase()] ?? 1));
  }
  return { delays };
}

/** The problem of a typed schedule, if any: a delay that does not read as one. */
export function scheduleProblem(text: string): string | undefined {
  const parsed = parseSchedule(text);
  if ('invalid' in parsed) return `“${parsed.invalid}” is not a delay: write a number and s, min, h or d.`;
  return undefined;
}
