import { useState } from 'react';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { formatAuditTime, humanise } from '../auditFormat.ts';
import type { AuditEntry } from '../contract.ts';
import { fieldDiff, type FieldDiffRow } from '../fieldDiff.ts';
import { secretSideText } from '../secretChange.ts';
import * as css from './auditDiffPanel.css.ts';

interface AuditDiffPanelProps {
  entry: AuditEntry;
  onClose: () => void;
}

function ValueCell({ value, changed, side }: { value: string | null; changed: boolean; side: 'before' | 'after' }) {
  if (value === null) {
    return <span className={css.absent}>{side === 'before' ? 'Not set' : 'Removed'}</span>;
  }
  const highlight = changed ? (side === 'before' ? css.removed : css.added) : '';
  return <pre className={`${css.value} ${highlight}`}>{value}</pre>;
}

function DiffRow({ row }: { row: FieldDiffRow }) {
  // A secret's row reads what the log kept of it on each side, never its value.
  const shown = (side: 'before' | 'after') => secretSideText(row, side) ?? row[side];
  return (
    <tr className={row.changed ? css.changedRow : undefined} data-changed={row.changed || undefined}>
      <th scope="row" className={`${css.cell} ${css.fieldName}`}>
        {row.field}
        {row.changed && <span className={css.changedMark}>changed</span>}
      </th>
      <td className={css.cell}>
        <ValueCell value={shown('before')} changed={row.changed} side="before" />
      </td>
      <td className={css.cell}>
        <ValueCell value={shown('after')} changed={row.changed} side="after" />
      </td>
    </tr>
  );
}

/** The side panel of one audit entry: who, when, and the before/after of its fields side by side. */
export function AuditDiffPanel({ entry, onClose }: AuditDiffPanelProps) {
  const [showUnchanged, setShowUnchanged] = useState(false);
  const rows = fieldDiff(entry.before, entry.after, entry.changedFields, showUnchanged);

  return (
    <SidePanel
      size="wide"
      onClose={onClose}
      title={`${humanise(entry.action)} ${humanise(entry.entity).toLowerCase()}`}
      subtitle={
        <dl className={css.meta}>
          <dt className={css.metaLabel}>When</dt>
          <dd className={css.metaValue}>
            <time dateTime={entry.at}>{formatAuditTime(entry.at)}</time>
          </dd>
          <dt className={css.metaLabel}>Who</dt>
          <dd className={css.metaValue}>{entry.actorUsername}</dd>
          <dt className={css.metaLabel}>Entity id</dt>
          <dd className={css.metaValue}>{entry.entityId}</dd>
        </dl>
      }
    >
      <div className={css.toolbar}>
        <span>
          {entry.changedFields.length === 1 ? '1 field changed' : `${entry.changedFields.length} fields changed`}
        </span>
        <label className={css.toggle}>
          <input
            type="checkbox"
            checked={showUnchanged}
            onChange={(event) => setShowUnchanged(event.currentTarget.checked)}
          />
          Show unchanged fields
        </label>
      </div>
      {rows.length === 0 ? (
        <p className={css.empty}>No field changed.</p>
      ) : (
        <table className={css.table} aria-label="Changes">
          <thead>
            <tr>
              <th scope="col" className={`${css.columnHead} ${css.fieldColumn}`}>
                Field
              </th>
              <th scope="col" className={css.columnHead}>
                Before
              </th>
              <th scope="col" className={css.columnHead}>
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <DiffRow key={row.field} row={row} />
            ))}
          </tbody>
        </table>
      )}
    </SidePanel>
  );
}
