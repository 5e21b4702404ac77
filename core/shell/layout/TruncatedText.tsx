import { useEffect, useRef, useState } from 'react';
import { Tooltip, type TooltipPlacement } from './Tooltip.tsx';
import * as styles from './tooltip.css.ts';

/** Spec section 9: the truncation check is debounced at 100 ms. */
export const TRUNCATION_CHECK_DEBOUNCE_MS = 100;

export interface TruncatedTextProps {
  text: string;
  className?: string;
  placement?: TooltipPlacement;
}

function isTruncated(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

/**
 * One line cut with an ellipsis; when the text does not fit, it becomes focusable and shows its
 * full value in a tooltip. Re-checked (debounced) whenever its size changes.
 */
export function TruncatedText({ text, className, placement }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [truncated, setTruncated] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setTruncated(isTruncated(element)), TRUNCATION_CHECK_DEBOUNCE_MS);
    };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    check();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [text]);

  return (
    <Tooltip content={text} disabled={!truncated} placement={placement}>
      <span
        ref={ref}
        className={className ? `${styles.truncate} ${className}` : styles.truncate}
        tabIndex={truncated ? 0 : undefined}
      >
        {text}
      </span>
    </Tooltip>
  );
}
