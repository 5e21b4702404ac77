import { Link } from 'react-router-dom';
import type { ReportColumn, ReportDefinition, ReportRow } from '../contract.ts';
import { formatCell } from '../reportFormat.ts';
import * as css from '../reports.css.ts';

const MAX_BARS = 24;

interface Bar {
  label: string;
  value: number;
  /** The row the bar stands for when it is one row; its listing link. */
  href: string | null;
}

/** The chart's bars: the rows summed by the chart's label column (most first, except periods in order). */
export function chartBars(
  definition: ReportDefinition,
  rows: readonly ReportRow[],
  hrefOf: (row: ReportRow) => string | null,
): Bar[] {
  const { label, value } = definition.chart;
  const bars = new Map<string, { value: number; rows: ReportRow[] }>();
  for (const row of rows) {
    const key = String(row[label] ?? '');
    const bar = bars.get(key) ?? { value: 0, rows: [] };
    const figure = row[value];
    bar.value =
      definition.columns.find((column) => column.id === value)?.type === 'count'
        ? bar.value + Number(figure ?? 0)
        : Math.max(bar.value, Number(figure ?? 0));
    bar.rows.push(row);
    bars.set(key, bar);
  }
  // A bar of several rows opens the listing only when the listing can filter by what the bar stands for.
  const filterable = label === 'period' || Object.values(definition.listingFilters).includes(label);
  const list = [...bars].map(([key, bar]) => ({
    label: key,
    value: bar.value,
    href: bar.rows.length === 1 ? hrefOf(bar.rows[0] as ReportRow) : filterable ? hrefOf({ [label]: key }) : null,
  }));
  // Periods stay in time order, all of them; other bars are the largest few.
  if (label === 'period') return list;
  return list.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label)).slice(0, MAX_BARS);
}

interface ReportBarsProps {
  definition: ReportDefinition;
  rows: readonly ReportRow[];
  hrefOf: (row: ReportRow) => string | null;
}

/** The report's chart: one bar per value of its label column, each opening its orders where it can. */
export function ReportBars({ definition, rows, hrefOf }: ReportBarsProps) {
  const bars = chartBars(definition, rows, hrefOf);
  const valueColumn = definition.columns.find((column) => column.id === definition.chart.value) as ReportColumn;
  const labelColumn = definition.columns.find((column) => column.id === definition.chart.label) as ReportColumn;
  const most = Math.max(...bars.map((bar) => bar.value), 0) || 1;
  const title = `${valueColumn.header} by ${labelColumn.header.toLowerCase()}`;
  return (
    <figure className={css.chart} aria-label={title}>
      <figcaption className={css.muted}>{title}</figcaption>
      <ul className={css.bars}>
        {bars.map((bar) => {
          const content = (
            <>
              <span className={css.barLabel}>{formatCell(labelColumn, bar.label)}</span>
              <span className={css.barTrack} aria-hidden="true">
                <span className={css.barFill} style={{ width: `${(bar.value / most) * 100}%` }} />
              </span>
              <span className={css.barValue}>{formatCell(valueColumn, bar.value)}</span>
            </>
          );
          return (
            <li key={bar.label}>
              {bar.href ? (
                <Link className={css.bar} to={bar.href}>
                  {content}
                </Link>
              ) : (
                <span className={css.bar}>{content}</span>
              )}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
