import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onDismiss` on a pointer press outside every given element, while `active`. */
export function usePointerDownOutside(
  refs: readonly RefObject<HTMLElement | null>[],
  onDismiss: () => void,
  active: boolean,
): void {
  const latest = useRef({ refs, onDismiss });
  useEffect(() => {
    latest.current = { refs, onDismiss };
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (latest.current.refs.some((ref) => ref.current?.contains(target))) return;
      latest.current.onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [active]);
}
