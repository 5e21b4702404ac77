import type { ReactNode } from 'react';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';

/** A small secondary button beside a row of inputs: Remove a row, Add one. */
export function CompactButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`${button.secondary} ${compactButton}`} onClick={onClick}>
      {children}
    </button>
  );
}
