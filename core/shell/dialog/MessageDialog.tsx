import { useId, useRef, type ReactNode } from 'react';
import { useModalKeyScope } from '../../registry/useModalKeyScope.ts';
import { button } from '../controls/buttons.css.ts';
import { useFocusTrap } from '../layout/useFocusTrap.ts';
import * as css from './dialog.css.ts';

interface MessageDialogProps {
  title: string;
  children: ReactNode;
  /** OK, Esc or Enter. */
  onClose: () => void;
}

/** Tells the outcome of something that needed the user's attention (a refused delete, failed bulk items). */
export function MessageDialog({ title, children, onClose }: MessageDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, true, onClose);
  useModalKeyScope();
  return (
    <div className={css.dialogBackdrop}>
      <div ref={ref} className={css.dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        <div className={css.dialogText}>{children}</div>
        <div className={css.dialogActions}>
          <button type="button" className={button.primary} onClick={onClose} data-autofocus>
            OK
          </button>
        </div>
      </div>
    </div>
  );
}
