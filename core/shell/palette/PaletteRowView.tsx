import type { CSSProperties } from 'react';
import type { Keybinding } from '../../registry/keybinding.ts';
import { KeyCombo } from '../help/KeyCombo.tsx';
import { visuallyHidden } from '../controls/visuallyHidden.css.ts';
import * as styles from './CommandPalette.css.ts';
import { HighlightedText } from './HighlightedText.tsx';
import type { PaletteRow } from './usePaletteRows.ts';

export interface PaletteRowViewProps {
  row: PaletteRow;
  id: string;
  active: boolean;
  position: number;
  setSize: number;
  keybinding: Keybinding | undefined;
  isMac: boolean;
  style: CSSProperties;
  onHover(): void;
  onChoose(): void;
}

/** What a row shows: its title is the option's name, the category and keys its description. */
function rowParts(row: Exclude<PaletteRow, { kind: 'heading' }>): {
  title: string;
  positions: readonly number[];
  detail?: string;
} {
  switch (row.kind) {
    case 'entity':
      return { title: row.item.title, positions: row.positions, detail: row.item.subtitle };
    case 'command':
      return { title: row.match.item.title, positions: row.match.positions, detail: row.match.item.category };
    case 'item':
      return { title: row.item.title, positions: row.positions, detail: row.item.subtitle };
    case 'submit':
      return { title: row.title, positions: [] };
  }
}

/** One option of the palette's listbox, positioned by the virtualiser. */
export function PaletteRowView(props: PaletteRowViewProps) {
  const { row, id, active, position, setSize, keybinding, isMac, style, onHover, onChoose } = props;
  if (row.kind === 'heading') {
    // The kind is also each option's description, so the heading is for the eye only.
    return (
      <div aria-hidden="true" className={styles.groupHeading} style={style}>
        {row.title}
      </div>
    );
  }
  const { title, positions, detail } = rowParts(row);
  const describedBy = [row.kind === 'entity' && `${id}-group`, detail && `${id}-detail`, keybinding && `${id}-keys`]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      role="option"
      id={id}
      aria-selected={active}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy || undefined}
      className={styles.row}
      style={style}
      onPointerMove={active ? undefined : onHover}
      onClick={onChoose}
    >
      {row.kind === 'submit' && (
        <span className={styles.submitIcon} aria-hidden="true">
          ↵
        </span>
      )}
      <span id={`${id}-title`} className={styles.title}>
        <HighlightedText text={title} positions={positions} markClassName={styles.mark} />
      </span>
      {row.kind === 'entity' && (
        <span id={`${id}-group`} className={visuallyHidden}>
          {row.group}
        </span>
      )}
      {detail && (
        <span id={`${id}-detail`} className={styles.category}>
          {detail}
        </span>
      )}
      {row.kind === 'command' && row.recent && <span className={styles.recent}>Recent</span>}
      <span className={styles.spacer} />
      {keybinding && (
        <span id={`${id}-keys`}>
          <KeyCombo keybinding={keybinding} isMac={isMac} />
        </span>
      )}
      {row.kind === 'command' && row.match.item.page && (
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      )}
    </div>
  );
}
