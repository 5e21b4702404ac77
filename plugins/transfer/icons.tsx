import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The transfers nav icon: a stack of cards. */
export const TransfersIcon = lineIcon(
  <>
    <rect x="4" y="8" width="16" height="11" rx="2" />
    <path d="M7 5h10M9 2.5h6" />
  </>,
);
