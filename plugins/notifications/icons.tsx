import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The notifications nav icon: a bell. */
export const NotificationsIcon = lineIcon(
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </>,
);

/** The sent notifications' nav icon: a bell with a tick. */
export const SentIcon = lineIcon(
  <>
    <path d="M5 16V11a6 6 0 0 1 9-5.2M18 11v5l1.5 2h-15" />
    <path d="m15 8 2 2 4-4M10 20a2 2 0 0 0 4 0" />
  </>,
);
