import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The services nav icon: a box of the catalogue. */
export const ServicesIcon = lineIcon(
  <>
    <path d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="M3.5 7.5L12 12l8.5-4.5M12 12v9" />
  </>,
);

/** The service studio's nav icon: a service box wired to what it uses. */
export const ServiceStudioIcon = lineIcon(
  <>
    <rect x="2.5" y="9" width="7" height="6" rx="1.5" />
    <rect x="15" y="3.5" width="6.5" height="5" rx="1.5" />
    <rect x="15" y="15.5" width="6.5" height="5" rx="1.5" />
    <path d="M9.5 12h2.5M12 6v12M12 6h3M12 18h3" />
  </>,
);
