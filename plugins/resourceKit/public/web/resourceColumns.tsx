import type { GridColumn } from '../../../../core/grid/gridTypes.ts';
import { statusPill } from '../../../../core/shell/controls/statusPill.css.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The "Updated" column every configuration listing ends with: sortable, by the record's `updatedAt`. */
export function updatedColumn<Row extends { updatedAt: string }>(): GridColumn<Row> {
  return {
    id: 'updatedAt',
    header: 'Updated',
    accessor: (row) => new Date(row.updatedAt),
    cell: (row) => <time dateTime={row.updatedAt}>{dateTime.format(new Date(row.updatedAt))}</time>,
    sortable: true,
    searchable: false,
    width: 170,
  };
}

interface ToggleColumnOptions {
  /** The column's id: the resource's list filter of that name. Default `enabled`. */
  id?: string;
  /** The two states' words and their filter values. Default Enabled (`true`) and Disabled (`false`). */
  on?: { label: string; value: string };
  off?: { label: string; value: string };
}

const SECRET_NEEDED = 'Secret needed';

/** A status column of a record that can be enabled and disabled, as a pill, filtered by the resource's list filter. */
export function enabledColumn<Row>(
  isEnabled: (row: Row) => boolean,
  options: ToggleColumnOptions & {
    /** The record lacks a secret a copy left behind: a disabled one shows "Secret needed" instead. */
    secretNeeded?: (row: Row) => boolean;
  } = {},
): GridColumn<Row> {
  const on = options.on ?? { label: 'Enabled', value: 'true' };
  const off = options.off ?? { label: 'Disabled', value: 'false' };
  const lacksSecret = (row: Row) => !isEnabled(row) && options.secretNeeded?.(row) === true;
  const label = (row: Row) => (isEnabled(row) ? on.label : lacksSecret(row) ? SECRET_NEEDED : off.label);
  return {
    id: options.id ?? 'enabled',
    header: 'Status',
    accessor: label,
    cell: (row) => (
      <span
        className={isEnabled(row) ? statusPill.success : lacksSecret(row) ? statusPill.warning : statusPill.neutral}
      >
        {label(row)}
      </span>
    ),
    filter: { kind: 'select', options: [on, off] },
    searchable: false,
    width: 110,
  };
}

/** Select options of a list of codes, each its own label: `HTTP_CALL`. */
export function codeOptions(codes: readonly string[]): { value: string; label: string }[] {
  return codes.map((code) => ({ value: code, label: code }));
}
