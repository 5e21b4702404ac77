import { useId, useRef } from 'react';
import { useFocusTrap } from '../../../core/shell/layout/useFocusTrap.ts';
import * as css from './settings.css.ts';

/** Asks before leaving the settings with unsaved changes. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, true, onStay);
  return (
    <div className={css.dialogBackdrop}>
      <div
        ref={dialog}
        className={css.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <h2 id={titleId} className={css.dialogTitle}>
          Leave without saving?
        </h2>
        <p id={textId} className={css.dialogText}>
          Your changes to the settings are not saved yet. Leaving discards them.
        </p>
        <div className={css.dialogActions}>
          <button type="button" className={css.secondaryButton} onClick={onStay} data-autofocus>
            Stay
          </button>
          <button type="button" className={css.dangerButton} onClick={onLeave}>
            Leave
          </button>
        </div>
      </div>
    </div>
  );
}
