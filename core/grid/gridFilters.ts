import { dayOf, exportText } from './cellValue.ts';
import type { CellValue, DateRange, FilterValue, GridFilter, GridFilterKind } from './gridTypes.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: unknown): string | null {
  if (typeof value !== 'string' || !DAY.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : value;
}

export function isDateRange(value: unknown): value is DateRange {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;
}

/**
 * The value in the form its filter kind takes, or null when it filters nothing (empty text, no
 * choice, a range without a valid end) or does not fit the kind.
 */
export function normalizeFilterValue(kind: GridFilterKind, value: unknown): FilterValue | null {
  switch (kind) {
    case 'text': {
      if (typeof value !== 'string') return null;
      const text = value.trim();
      return text === '' ? null : text;
    }
    case 'select': {
      const list: unknown[] = Array.isArray(value) ? value : [value];
      const chosen = [...new Set(list.filter((item): item is string => typeof item === 'string' && item !== ''))];
      return chosen.length === 0 ? null : chosen;
    }
    case 'date-range': {
      if (!isDateRange(value)) return null;
      let from = validDay(value.from);
      let to = validDay(value.to);
      if (from === null && to === null) return null;
      if (from !== null && to !== null && from > to) [from, to] = [to, from];
      return { from, to };
    }
  }
}

/** The text of a filter value for a compact label: `ACTIVE, LOCKED`, `2024-01-01 – 2024-01-31`. */
export function describeFilterValue(filter: GridFilter, value: FilterValue): string {
  if (typeof value === 'string') return value;
  if (isDateRange(value)) {
    if (value.from && value.to) return `${value.from} – ${value.to}`;
    return value.from ? `from ${value.from}` : `until ${value.to ?? ''}`;
  }
  if (filter.kind !== 'select') return value.join(', ');
  const labels = new Map(filter.options.map((option) => [option.value, option.label]));
  return value.map((item) => labels.get(item) ?? item).join(', ');
}

function selectKeys(value: CellValue): readonly string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value as readonly string[];
  return [String(value)];
}

/**
 * Prepares one column's filter for testing many rows: the value is normalized and lowered once.
 * The returned predicate takes the column's cell value.
 */
export function filterMatcher(kind: GridFilterKind, value: FilterValue): (cell: CellValue) => boolean {
  switch (kind) {
    case 'text': {
      const needle = String(value).toLowerCase();
      return (cell) => exportText(cell).toLowerCase().includes(needle);
    }
    case 'select': {
      const chosen = new Set(Array.isArray(value) ? value : [String(value)]);
      return (cell) => selectKeys(cell).some((key) => chosen.has(key));
    }
    case 'date-range': {
      const range = isDateRange(value) ? value : { from: null, to: null };
      return (cell) => {
        const day = dayOf(cell);
        if (day === null) return false;
        return (range.from === null || day >= range.from) && (range.to === null || day <= range.to);
      };
    }
  }
}
