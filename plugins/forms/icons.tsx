import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The forms nav icon: a sheet with two fields and a box to tick. */
export const FormsIcon = lineIcon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h2" />
  </>,
);
