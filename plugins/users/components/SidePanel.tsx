import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../../core/shell/layout/icons.tsx';
import { useFocusTrap } from '../../../core/shell/layout/useFocusTrap.ts';
import * as css from './users.css.ts';

interface SidePanelProps {
  title: string;
  /** Esc, the close button or a click beside the panel. */
  onClose: () => void;
  footer: ReactNode;
  children: ReactNode;
}

/** A modal panel sliding in from the right, holding a form; focus stays inside while it is open. */
export function SidePanel({ title, onClose, footer, children }: SidePanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, true, onClose);
  return (
    <div
      className={css.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={ref} className={css.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={css.panelHeader}>
          <h2 id={titleId} className={css.panelTitle}>
            {title}
          </h2>
          <button type="button" className={css.iconButton} aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={css.panelBody}>{children}</div>
        <div className={css.panelFooter}>{footer}</div>
      </div>
    </div>
  );
}
