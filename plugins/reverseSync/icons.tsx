import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The subscribers' nav icon: a box sending an arrow out. */
export const SubscribersIcon = lineIcon(
  <>
    <path d="M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5" />
    <path d="M9 12h11M16 8l4 4-4 4" />
  </>,
);

/** The events' nav icon: deliveries going out one after another, ticked. */
export const EventsIcon = lineIcon(
  <>
    <path d="M4 6h9M4 12h9M4 18h9" />
    <path d="M16 6l1.5 1.5L20 5M16 12l1.5 1.5L20 11M16 18l1.5 1.5L20 17" />
  </>,
);

/** The configuration's nav icon: sliders. */
export const ReverseConfigurationIcon = lineIcon(
  <>
    <path d="M4 7h16M4 17h16" />
    <circle cx="9" cy="7" r="2" />
    <circle cx="15" cy="17" r="2" />
  </>,
);
