import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The network elements nav icon: three linked nodes. */
export const NetworksIcon = lineIcon(
  <>
    <circle cx="12" cy="5" r="2.5" />
    <circle cx="5" cy="18" r="2.5" />
    <circle cx="19" cy="18" r="2.5" />
    <path d="M10.8 7.2L6.2 15.8M13.2 7.2l4.6 8.6M7.5 18h9" />
  </>,
);
