import { Link } from 'react-router-dom';
import type { ReportDefinition, ReportRow } from '../contract.ts';
import { formatCell } from '../reportFormat.ts';
import * as css from '../reports.css.ts';

interface ReportTableProps {
  definition: ReportDefinition;
  rows: readonly ReportRow[];
  /** The order listing of a row, or null where the report's rows are not orders. */
  hrefOf: (row: ReportRow) => string | null;
}

/** The report's table, exactly what the export holds; each row's first cell opens its orders. */
export function ReportTable({ definition, rows, hrefOf }: ReportTableProps) {
  if (rows.length === 0) return <p className={css.muted}>Nothing in this range for these filters.</p>;
  return (
    <div className={css.tableBox}>
      <table className={css.table} aria-label={definition.title}>
        <thead>
          <tr>
            {definition.columns.map((column) => (
              <th key={column.id} scope="col" className={column.type === 'text' ? undefined : css.number}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const href = hrefOf(row);
            return (
              <tr key={index}>
                {definition.columns.map((column, at) => {
                  const text = formatCell(column, row[column.id]);
                  return (
                    <td key={column.id} className={column.type === 'text' ? undefined : css.number}>
                      {at === 0 && href ? <Link to={href}>{text}</Link> : text}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
