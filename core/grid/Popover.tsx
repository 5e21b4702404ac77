import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as css from '../shell/controls/popover.css.ts';

/** Marks the panels of the grid's menus: the grid's row keys stay quiet inside them. */
export const POPOVER_ATTRIBUTE = 'data-grid-popover';

const FOCUSABLE =
  'input:not([disabled]), button:not([disabled]), select:not([disabled]), [role="menuitem"], [tabindex="0"]';
const MENU_ITEM = '[role="menuitem"]:not([disabled])';

export interface PopoverProps {
  /** The trigger's content. */
  trigger: ReactNode;
  triggerClassName: string;
  /** The trigger's accessible name when its content is only an icon or a count. */
  triggerLabel?: string;
  /** The panel's accessible name. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `menu` gets arrow-key movement between its menu items; `dialog` holds a form or a list of controls. */
  role: 'menu' | 'dialog';
  align?: 'start' | 'end';
  children: ReactNode;
}

function moveInMenu(panel: HTMLElement, event: KeyboardEvent): boolean {
  const items = Array.from(panel.querySelectorAll<HTMLElement>(MENU_ITEM));
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const targets: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index <= 0 ? items.length - 1 : index - 1,
    Home: 0,
    End: items.length - 1,
  };
  const to = targets[event.key];
  if (to === undefined) return false;
  items[to % items.length]?.focus();
  return true;
}

/**
 * A button with a panel below it. Opening focuses the panel's first control; Esc closes it and gives
 * focus back to the button; a press outside or focus leaving it closes it too.
 */
export function Popover({
  trigger,
  triggerClassName,
  triggerLabel,
  title,
  open,
  onOpenChange,
  role,
  align = 'start',
  children,
}: PopoverProps) {
  const panelId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    (panelRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panelRef.current)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, onOpenChange]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      triggerRef.current?.focus();
      return;
    }
    if (role === 'menu' && panelRef.current && moveInMenu(panelRef.current, event)) event.preventDefault();
  };

  return (
    <div
      ref={anchorRef}
      className={css.anchor}
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !anchorRef.current?.contains(event.relatedTarget))
          onOpenChange(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup={role}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role={role}
          aria-label={title}
          tabIndex={-1}
          className={css.panel[align]}
          onKeyDown={onKeyDown}
          {...{ [POPOVER_ATTRIBUTE]: '' }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
