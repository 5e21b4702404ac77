import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The __titles__ nav icon: a stack of cards. */
export const __Pascals__Icon = lineIcon(
  <>
    <rect x="4" y="8" width="16" height="11" rx="2" />
    <path d="M7 5h10M9 2.5h6" />
  </>,
);
