import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import * as styles from './tooltip.css.ts';

/** Spec section 9: tooltips appear after 500 ms. */
export const TOOLTIP_DELAY_MS = 500;
const GAP = 8;
const MARGIN = 4;

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  content: ReactNode;
  /** One element, which receives `aria-describedby` while the tooltip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: TooltipPlacement;
  /** A disabled tooltip never opens (TruncatedText keeps one mounted and enables it when truncated). */
  disabled?: boolean;
}

interface Position {
  top: number;
  left: number;
}

function place(anchor: DOMRect, bubble: DOMRect, placement: TooltipPlacement): Position {
  const centredLeft = anchor.left + anchor.width / 2 - bubble.width / 2;
  const centredTop = anchor.top + anchor.height / 2 - bubble.height / 2;
  const raw: Record<TooltipPlacement, Position> = {
    top: { top: anchor.top - bubble.height - GAP, left: centredLeft },
    bottom: { top: anchor.bottom + GAP, left: centredLeft },
    left: { top: centredTop, left: anchor.left - bubble.width - GAP },
    right: { top: centredTop, left: anchor.right + GAP },
  };
  let position = raw[placement];
  // Flip to the other side when the preferred one leaves the viewport.
  if (placement === 'top' && position.top < MARGIN) position = raw.bottom;
  if (placement === 'bottom' && position.top + bubble.height > window.innerHeight - MARGIN) position = raw.top;
  if (placement === 'right' && position.left + bubble.width > window.innerWidth - MARGIN) position = raw.left;
  if (placement === 'left' && position.left < MARGIN) position = raw.right;
  return {
    top: Math.max(MARGIN, Math.min(position.top, window.innerHeight - bubble.height - MARGIN)),
    left: Math.max(MARGIN, Math.min(position.left, window.innerWidth - bubble.width - MARGIN)),
  };
}

/** A label that appears 500 ms after pointer hover or keyboard focus; Esc hides it. */
export function Tooltip({ content, children, placement = 'top', disabled = false }: TooltipProps) {
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);

  const show = useCallback(() => {
    if (disabled) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  }, [disabled]);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
    setPosition(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (disabled) hide();
  }, [disabled, hide]);

  // Esc dismisses a shown tooltip on whatever layer it is (WCAG 1.4.13): the tooltip's own behaviour,
  // not a shortcut, so it is not a key of the screen's layer.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', hide, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', hide, true);
    };
  }, [open, hide]);

  useLayoutEffect(() => {
    if (!open || !anchorRef.current || !bubbleRef.current) return;
    setPosition(place(anchorRef.current.getBoundingClientRect(), bubbleRef.current.getBoundingClientRect(), placement));
  }, [open, placement, content]);

  const visible = open && !disabled;
  return (
    <span
      ref={anchorRef}
      className={styles.anchor}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onPointerDown={hide}
    >
      {cloneElement(children, { 'aria-describedby': visible ? id : children.props['aria-describedby'] })}
      {visible &&
        createPortal(
          <div
            ref={bubbleRef}
            id={id}
            role="tooltip"
            className={styles.bubble}
            style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }}
          >
            {content}
          </div>,
          document.body,
        )}
    </span>
  );
}
