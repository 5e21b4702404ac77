import { parseKeybinding } from '../../registry/keybinding.ts';
import { KeyCombo } from '../help/KeyCombo.tsx';
import * as styles from './CommandPalette.css.ts';

const KEYS = {
  up: parseKeybinding('arrowup'),
  down: parseKeybinding('arrowdown'),
  enter: parseKeybinding('enter'),
  backspace: parseKeybinding('backspace'),
  escape: parseKeybinding('escape'),
};

export interface PaletteFooterProps {
  isMac: boolean;
  onPage: boolean;
  /** More matched than are listed. */
  capped: boolean;
}

/** The keys that work in the palette, and a note when the results were capped. */
export function PaletteFooter({ isMac, onPage, capped }: PaletteFooterProps) {
  return (
    <div className={styles.footer}>
      <span className={styles.hint}>
        <KeyCombo keybinding={KEYS.up} isMac={isMac} />
        <KeyCombo keybinding={KEYS.down} isMac={isMac} />
        Navigate
      </span>
      <span className={styles.hint}>
        <KeyCombo keybinding={KEYS.enter} isMac={isMac} />
        Open
      </span>
      {onPage && (
        <span className={styles.hint}>
          <KeyCombo keybinding={KEYS.backspace} isMac={isMac} />
          Back
        </span>
      )}
      <span className={styles.hint}>
        <KeyCombo keybinding={KEYS.escape} isMac={isMac} />
        Close
      </span>
      {capped && <span className={styles.count}>Top matches only: keep typing to narrow</span>}
    </div>
  );
}
