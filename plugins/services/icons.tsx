import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The services nav icon: a box of the catalogue. */
export const ServicesIcon = lineIcon(
  <>
    <path d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="M3.5 7.5L12 12l8.5-4.5M12 12v9" />
  </>,
);
