import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The sidebar icon of the Users entry: two people. */
export const UsersIcon = lineIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8" />
    <path d="M18.5 14.2A6.5 6.5 0 0 1 21.5 20" />
  </>,
);
