import { useId, useState, type FormEvent } from 'react';
import { isDateRange, normalizeFilterValue } from './gridFilters.ts';
import { FilterIcon } from './gridIcons.tsx';
import type { DateRange, FilterValue, GridColumn, GridFilter, GridFilters } from './gridTypes.ts';
import { Popover } from './Popover.tsx';
import * as css from './toolbar.css.ts';

type FilterColumn = Pick<GridColumn<never>, 'id' | 'header'> & { filter: GridFilter };

export interface FilterPanelProps {
  columns: readonly FilterColumn[];
  filters: GridFilters;
  /** Applies every filter at once (one history entry). */
  onApply: (filters: GridFilters) => void;
}

type Draft = Record<string, FilterValue | null>;

interface FilterFieldProps {
  fieldId: string;
  column: FilterColumn;
  value: FilterValue | null;
  onChange: (value: FilterValue | null) => void;
}

function FilterField({ fieldId, column, value, onChange }: FilterFieldProps) {
  const { filter } = column;
  if (filter.kind === 'text') {
    return (
      <div className={css.field}>
        <label className={css.fieldLabel} htmlFor={fieldId}>
          {column.header}
        </label>
        <input
          id={fieldId}
          className={css.input}
          type="text"
          autoComplete="off"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    );
  }
  if (filter.kind === 'select') {
    const chosen = new Set(Array.isArray(value) ? value : []);
    return (
      <fieldset className={css.field}>
        <legend className={css.fieldLabel}>{column.header}</legend>
        {filter.options.map((option) => (
          <label key={option.value} className={css.checkLabel}>
            <input
              type="checkbox"
              checked={chosen.has(option.value)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(option.value);
                else next.delete(option.value);
                onChange(filter.options.map((item) => item.value).filter((item) => next.has(item)));
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    );
  }
  const range: DateRange = isDateRange(value) ? value : { from: null, to: null };
  return (
    <fieldset className={css.field}>
      <legend className={css.fieldLabel}>{column.header}</legend>
      <div className={css.inline}>
        <input
          className={css.input}
          type="date"
          aria-label={`${column.header} from`}
          value={range.from ?? ''}
          max={range.to ?? undefined}
          onChange={(event) => onChange({ ...range, from: event.target.value || null })}
        />
        <span aria-hidden="true">–</span>
        <input
          className={css.input}
          type="date"
          aria-label={`${column.header} to`}
          value={range.to ?? ''}
          min={range.from ?? undefined}
          onChange={(event) => onChange({ ...range, to: event.target.value || null })}
        />
      </div>
    </fieldset>
  );
}

/** The Filters button: a form with one field per filterable column, applied together. */
export function FilterPanel({ columns, filters, onApply }: FilterPanelProps) {
  const idPrefix = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({});
  const active = Object.keys(filters).length;

  const openPanel = (next: boolean) => {
    if (next) setDraft({ ...filters });
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, FilterValue> = {};
    for (const column of columns) {
      const value = normalizeFilterValue(column.filter.kind, draft[column.id] ?? null);
      if (value !== null) next[column.id] = value;
    }
    onApply(next);
    setOpen(false);
  };

  return (
    <Popover
      role="dialog"
      title="Filters"
      open={open}
      onOpenChange={openPanel}
      triggerClassName={css.button}
      triggerLabel={active > 0 ? `Filters, ${active} active` : undefined}
      trigger={
        <>
          <FilterIcon />
          Filters
          {active > 0 ? (
            <span className={css.count} aria-hidden="true">
              {active}
            </span>
          ) : null}
        </>
      }
    >
      <form className={css.form} onSubmit={submit}>
        {columns.map((column) => (
          <FilterField
            key={column.id}
            fieldId={`${idPrefix}-${column.id}`}
            column={column}
            value={draft[column.id] ?? null}
            onChange={(value) => setDraft((current) => ({ ...current, [column.id]: value }))}
          />
        ))}
        <div className={css.formActions}>
          <button type="button" className={css.button} onClick={() => setDraft({})}>
            Clear all
          </button>
          <button type="submit" className={css.primaryButton}>
            Apply
          </button>
        </div>
      </form>
    </Popover>
  );
}
