import { Fragment } from 'react';
import { keybindingLabels, type Keybinding } from '../../registry/keybinding.ts';
import * as styles from './KeyCombo.css.ts';

/**
 * A keybinding as key caps: `<kbd><kbd>⌘</kbd><kbd>K</kbd></kbd>`, one nested `<kbd>` per key;
 * a sequence reads `G then O`.
 */
export function KeyCombo({ keybinding, isMac }: { keybinding: Keybinding; isMac: boolean }) {
  const chords = keybindingLabels(keybinding, isMac);
  return (
    <span className={styles.combo}>
      {chords.map((labels, index) => (
        <Fragment key={index}>
          {index > 0 && <span className={styles.then}>then</span>}
          <kbd className={styles.chord}>
            {labels.map((label, keyIndex) => (
              <kbd key={keyIndex} className={styles.key}>
                {label}
              </kbd>
            ))}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}
