import { useId, useRef, type ReactNode } from 'react';
import { useModalKeyScope } from '../../registry/useModalKeyScope.ts';
import { button } from '../controls/buttons.css.ts';
import { useFocusTrap } from '../layout/useFocusTrap.ts';
import * as css from './dialog.css.ts';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  onConfirm: () => void;
  /** Cancel or Esc, besides closing. */
  onCancel?: () => void;
}

interface ConfirmDialogProps {
  request: ConfirmRequest;
  /** Called first whichever the answer, so the host can take the dialog away. */
  onClose: () => void;
}

/**
 * Asks before a destructive or irreversible step. Focus starts on the safe answer, so Enter right
 * away keeps things as they are; Esc does the same.
 */
export function ConfirmDialog({ request, onClose }: ConfirmDialogProps) {
  const cancel = () => {
    onClose();
    request.onCancel?.();
  };
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusTrap(ref, true, cancel);
  useModalKeyScope();
  return (
    <div className={css.dialogBackdrop}>
      <div
        ref={ref}
        className={css.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        <h2 id={titleId} className={css.title}>
          {request.title}
        </h2>
        <p id={messageId} className={css.dialogText}>
          {request.message}
        </p>
        <div className={css.dialogActions}>
          <button type="button" className={button.secondary} onClick={cancel} data-autofocus>
            {request.cancelLabel ?? 'Cancel'}
          </button>
          <button
            type="button"
            className={request.danger ? button.danger : button.primary}
            onClick={() => {
              onClose();
              request.onConfirm();
            }}
          >
            {request.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
