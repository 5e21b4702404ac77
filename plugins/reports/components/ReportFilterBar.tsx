import { useId, useState, type FormEvent } from 'react';
import * as formCss from '../../../core/shell/form/form.css.ts';
import {
  FIRST_REPORT_DAY,
  LAST_REPORT_DAY,
  REPORT_BUCKETS,
  REPORT_RANGES,
  type ReportDefinition,
} from '../contract.ts';
import { BUCKET_LABELS, RANGE_LABELS, dayOf, isoOfDay, type FilterParam } from '../reportQuery.ts';
import * as css from '../reports.css.ts';

interface ReportFilterBarProps {
  definition: ReportDefinition;
  filters: Readonly<Record<string, string>>;
  /** Sets URL fields; an empty value removes one. */
  onChange(changes: Partial<Record<FilterParam, string>>): void;
}

const TEXT_FILTERS = [
  { name: 'service', label: 'Service' },
  { name: 'operation', label: 'Operation' },
  { name: 'accountId', label: 'Partner account' },
] as const;

/** A filter typed as text, applied on Enter or when the field is left. */
function TextFilter({ label, value, onApply }: { label: string; value: string; onApply(value: string): void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const apply = () => {
    if (draft.trim() !== value) onApply(draft.trim());
  };
  return (
    <span className={css.control}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={formCss.input}
        value={draft}
        placeholder="All"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </span>
  );
}

/** The report's filters: the range (a preset or custom days), the periods, and what to narrow to. */
export function ReportFilterBar({ definition, filters, onChange }: ReportFilterBarProps) {
  const ids = { range: useId(), from: useId(), to: useId(), bucket: useId() };
  const range = filters.range ?? '30d';
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form className={css.controls} onSubmit={submit} aria-label="Filters">
      <span className={css.control}>
        <label htmlFor={ids.range}>Range</label>
        <select
          id={ids.range}
          className={formCss.input}
          value={range}
          onChange={(event) => {
            const next = event.target.value;
            if (next !== 'custom') return onChange({ range: next === '30d' ? '' : next, from: '', to: '' });
            const today = new Date().toISOString().slice(0, 10);
            const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
            return onChange({ range: 'custom', from: isoOfDay(monthAgo), to: isoOfDay(today) });
          }}
        >
          {REPORT_RANGES.map((option) => (
            <option key={option} value={option}>
              {RANGE_LABELS[option]}
            </option>
          ))}
        </select>
      </span>
      {range === 'custom' ? (
        <>
          <span className={css.control}>
            <label htmlFor={ids.from}>From</label>
            <input
              id={ids.from}
              type="date"
              className={formCss.input}
              min={FIRST_REPORT_DAY}
              max={LAST_REPORT_DAY}
              value={dayOf(filters.from ?? null)}
              onChange={(event) => onChange({ from: isoOfDay(event.target.value) })}
            />
          </span>
          <span className={css.control}>
            <label htmlFor={ids.to}>Until (not included)</label>
            <input
              id={ids.to}
              type="date"
              className={formCss.input}
              min={FIRST_REPORT_DAY}
              max={LAST_REPORT_DAY}
              value={dayOf(filters.to ?? null)}
              onChange={(event) => onChange({ to: isoOfDay(event.target.value) })}
            />
          </span>
        </>
      ) : null}
      {definition.id === 'orderVolume' ? (
        <span className={css.control}>
          <label htmlFor={ids.bucket}>Per</label>
          <select
            id={ids.bucket}
            className={formCss.input}
            value={filters.bucket ?? 'day'}
            onChange={(event) => onChange({ bucket: event.target.value === 'day' ? '' : event.target.value })}
          >
            {REPORT_BUCKETS.map((option) => (
              <option key={option} value={option}>
                {BUCKET_LABELS[option]}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      {TEXT_FILTERS.filter((filter) => definition.orderFilters !== false || filter.name === 'accountId').map(
        (filter) => (
          <TextFilter
            key={filter.name}
            label={filter.label}
            value={filters[filter.name] ?? ''}
            onApply={(value) => onChange({ [filter.name]: value })}
          />
        ),
      )}
      {definition.networkElementFilter ? (
        <TextFilter
          label="Network element"
          value={filters.networkElement ?? ''}
          onApply={(value) => onChange({ networkElement: value })}
        />
      ) : null}
    </form>
  );
}
