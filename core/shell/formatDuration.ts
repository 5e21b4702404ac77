interface DurationUnit {
  size: number;
  name: string;
  next: { size: number; name: string };
}

const MINUTES: DurationUnit = { size: 60_000, name: 'min', next: { size: 1_000, name: 's' } };
const UNITS: readonly DurationUnit[] = [
  { size: 86_400_000, name: 'd', next: { size: 3_600_000, name: 'h' } },
  { size: 3_600_000, name: 'h', next: { size: 60_000, name: 'min' } },
  MINUTES,
];

/** A duration in ms as people read it: "850 ms", "4.2 s", "10 s", "3 min 12 s", "2 h", "7 d 4 h"; null is "—". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return ms % 1_000 === 0 ? `${ms / 1_000} s` : `${(ms / 1_000).toFixed(1)} s`;
  const unit = UNITS.find((candidate) => ms >= candidate.size) ?? MINUTES;
  const whole = Math.floor(ms / unit.size);
  const rest = Math.floor((ms % unit.size) / unit.next.size);
  return rest === 0 ? `${whole} ${unit.name}` : `${whole} ${unit.name} ${rest} ${unit.next.name}`;
}
