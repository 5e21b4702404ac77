import { useId, useRef, type ReactNode } from 'react';
import { KeyScope } from '../../registry/KeyScope.tsx';
import { useModalKeyScope } from '../../registry/useModalKeyScope.ts';
import { useScopedHotkeys } from '../../registry/useScopedHotkeys.ts';
import { iconButton } from '../controls/buttons.css.ts';
import { CloseIcon } from '../layout/icons.tsx';
import { useFocusTrap } from '../layout/useFocusTrap.ts';
import * as css from './dialog.css.ts';

interface SidePanelProps {
  title: ReactNode;
  /** Esc, the close button or a click beside the panel. */
  onClose: () => void;
  /** Shown under the title, e.g. who and when. */
  subtitle?: ReactNode;
  /** The panel's actions; without one, the footer is left out. */
  footer?: ReactNode;
  /** `form` (520 px) for fields, `wide` (760 px) for tables. */
  size?: keyof typeof css.panel;
  /** Ctrl+S (⌘S), even while typing in a field: the panel's form saves. */
  onSave?: () => void;
  children: ReactNode;
}

/** A modal panel sliding in from the right; focus stays inside while it is open and returns after. */
export function SidePanel({ title, onClose, subtitle, footer, size = 'form', onSave, children }: SidePanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, true, onClose);
  const keyScope = useModalKeyScope();
  useScopedHotkeys(
    ['mod+s'],
    (event) => {
      event.preventDefault();
      onSave?.();
    },
    { scope: keyScope, enabled: onSave !== undefined, inFields: true },
  );
  return (
    <div
      className={css.panelBackdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className={css.panel[size]}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={css.panelHeader}>
          <div className={css.panelHeading}>
            <h2 id={titleId} className={css.title}>
              {title}
            </h2>
            {subtitle}
          </div>
          <button type="button" className={iconButton} aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={css.panelBody}>
          <KeyScope scope={keyScope}>{children}</KeyScope>
        </div>
        {footer ? <div className={css.panelFooter}>{footer}</div> : null}
      </div>
    </div>
  );
}
