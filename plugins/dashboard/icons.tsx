import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The Dashboard nav icon: a gauge of bars. */
export const DashboardIcon = lineIcon(
  <>
    <path d="M4 20h16" />
    <rect x="5" y="11" width="3" height="6" rx="0.5" />
    <rect x="10.5" y="6" width="3" height="11" rx="0.5" />
    <rect x="16" y="9" width="3" height="8" rx="0.5" />
  </>,
);
