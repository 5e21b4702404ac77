import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The Orders nav icon: a list of lines with a tick. */
export const OrdersIcon = lineIcon(
  <>
    <rect x="4" y="3.5" width="16" height="17" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h4" />
  </>,
);
