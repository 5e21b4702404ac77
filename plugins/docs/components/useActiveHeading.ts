import { useEffect, useState } from 'react';
import { headingElementId } from '../renderDoc.ts';

/** Headings whose top is above this line (px from the top of the viewport) count as read. */
const READ_LINE = 120;

/** The anchor of the last heading the reader has scrolled past: the table of contents marks it. */
export function useActiveHeading(anchors: readonly string[], pageKey: string): string | null {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | null = null;
      for (const anchor of anchors) {
        const element = document.getElementById(headingElementId(anchor));
        if (!element) continue;
        if (element.getBoundingClientRect().top > READ_LINE) break;
        current = anchor;
      }
      setActive(current);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [anchors, pageKey]);

  return active;
}
