import { useId, useRef } from 'react';
import { useFocusTrap } from '../../../core/shell/layout/useFocusTrap.ts';
import * as css from './users.css.ts';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
}

interface ConfirmDialogProps {
  request: ConfirmRequest;
  onCancel: () => void;
}

/** Asks before a destructive or irreversible step; Esc and "Cancel" keep things as they are. */
export function ConfirmDialog({ request, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusTrap(ref, true, onCancel);
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
        <h2 id={titleId} className={css.panelTitle}>
          {request.title}
        </h2>
        <p id={messageId} style={{ margin: 0 }}>
          {request.message}
        </p>
        <div className={css.dialogActions}>
          <button type="button" className={css.button.secondary} onClick={onCancel} data-autofocus>
            Cancel
          </button>
          <button
            type="button"
            className={request.danger ? css.button.danger : css.button.primary}
            onClick={() => {
              onCancel();
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
