import type { ReactNode } from 'react';

/**
 * A line icon in the console's style (24 × 24, drawn with the current colour), decorative and so
 * hidden from assistive tech. Plugins draw their nav icons with it: `lineIcon(<path d="…" />)`.
 */
export function lineIcon(paths: ReactNode) {
  return function LineIcon({ className }: { className?: string }) {
    return (
      <svg
        className={className}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </svg>
    );
  };
}
