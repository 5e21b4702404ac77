import { useRef, useState, type KeyboardEvent } from 'react';
import type { PermissionLetter } from '../../../core/contract/permissions.ts';
import {
  LETTER_TITLES,
  matrixGroups,
  MATRIX_LETTERS,
  matrixRows,
  cellValue,
  isColumnFull,
  isRowFull,
  toggleCell,
  toggleColumn,
  toggleRows,
  type PermissionMatrix,
} from '../permissionMatrix.ts';
import * as css from './matrix.css.ts';

interface PermissionMatrixEditorProps {
  value: PermissionMatrix;
  onChange: (next: PermissionMatrix) => void;
  readOnly?: boolean;
  /** The role's name, for the accessible name of the grid. */
  label: string;
}

/**
 * Rows: the areas and sub-areas of the catalogue, grouped like the sidebar. Columns: create, read,
 * update, delete, then the row's toggle. One cell is in the tab order (roving focus); arrows move,
 * Home/End jump to the row's ends, Space toggles. Each row and column has a toggle granting or clearing all of it.
 */
export function PermissionMatrixEditor({ value, onChange, readOnly = false, label }: PermissionMatrixEditorProps) {
  const [focus, setFocus] = useState({ row: 0, col: 0 });
  const tableRef = useRef<HTMLTableElement>(null);

  const moveTo = (row: number, col: number) => {
    const lastCol = readOnly ? 3 : 4;
    const next = { row: Math.max(0, Math.min(matrixRows().length - 1, row)), col: Math.max(0, Math.min(lastCol, col)) };
    setFocus(next);
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}-${next.col}"]`)?.focus();
  };

  const onCellKey = (event: KeyboardEvent<HTMLElement>, row: number, col: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowDown: [row + 1, col],
      ArrowUp: [row - 1, col],
      ArrowRight: [row, col + 1],
      ArrowLeft: [row, col - 1],
      Home: [row, 0],
      End: [row, readOnly ? 3 : 4],
    };
    const target = moves[event.key];
    if (target) {
      event.preventDefault();
      moveTo(target[0], target[1]);
    }
  };

  const letterHeader = (letter: PermissionLetter) => (
    <th key={letter} scope="col" className={css.headCell}>
      <span aria-hidden="true">{letter.toUpperCase()}</span>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {LETTER_TITLES[letter]}
      </span>
      {readOnly ? null : (
        <div>
          <button
            type="button"
            className={css.toggle}
            aria-pressed={isColumnFull(value, letter)}
            aria-label={`${LETTER_TITLES[letter]} on every area`}
            onClick={() => onChange(toggleColumn(value, letter))}
          >
            All
          </button>
        </div>
      )}
    </th>
  );

  let index = -1;
  return (
    <div className={css.tableWrap}>
      <table ref={tableRef} className={css.table} aria-label={`Permissions of ${label}`}>
        <thead>
          <tr>
            <th scope="col" className={`${css.headCell} ${css.rowHeadCell}`}>
              Area
            </th>
            {MATRIX_LETTERS.map(letterHeader)}
            {readOnly ? null : (
              <th scope="col" className={css.headCell}>
                Row
              </th>
            )}
          </tr>
        </thead>
        {matrixGroups().map((group) => {
          const groupIds = group.rows.map((row) => row.id);
          return (
            <tbody key={group.area}>
              {group.hasSubAreas ? (
                <tr className={css.groupRow}>
                  <th scope="rowgroup" colSpan={5} className={css.groupTitle}>
                    {group.title}
                  </th>
                  {readOnly ? null : (
                    <td className={css.cell}>
                      <button
                        type="button"
                        className={css.toggle}
                        aria-pressed={isRowFull(value, groupIds)}
                        aria-label={`Everything in ${group.title}`}
                        onClick={() => onChange(toggleRows(value, groupIds))}
                      >
                        All
                      </button>
                    </td>
                  )}
                </tr>
              ) : null}
              {group.rows.map((row) => {
                index += 1;
                const rowIndex = index;
                const title = group.hasSubAreas ? `${group.title} › ${row.title}` : row.title;
                return (
                  <tr key={row.id}>
                    <th scope="row" className={group.hasSubAreas ? css.subRowTitle : css.rowTitle}>
                      {row.title}
                    </th>
                    {MATRIX_LETTERS.map((letter, col) => (
                      <td key={letter} className={css.cell}>
                        <input
                          type="checkbox"
                          className={css.checkbox}
                          data-cell={`${rowIndex}-${col}`}
                          aria-label={`${LETTER_TITLES[letter]} ${title}`}
                          checked={cellValue(value, row.id, letter)}
                          disabled={readOnly}
                          tabIndex={focus.row === rowIndex && focus.col === col ? 0 : -1}
                          onFocus={() => setFocus({ row: rowIndex, col })}
                          onKeyDown={(event) => onCellKey(event, rowIndex, col)}
                          onChange={() => onChange(toggleCell(value, row.id, letter))}
                        />
                      </td>
                    ))}
                    {readOnly ? null : (
                      <td className={css.cell}>
                        <button
                          type="button"
                          className={css.toggle}
                          data-cell={`${rowIndex}-4`}
                          tabIndex={focus.row === rowIndex && focus.col === 4 ? 0 : -1}
                          onFocus={() => setFocus({ row: rowIndex, col: 4 })}
                          onKeyDown={(event) => onCellKey(event, rowIndex, 4)}
                          aria-pressed={isRowFull(value, [row.id])}
                          aria-label={`Everything in ${title}`}
                          onClick={() => onChange(toggleRows(value, [row.id]))}
                        >
                          All
                        </button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
