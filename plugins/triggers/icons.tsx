import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The triggers nav icon: an arrow coming in to a box. */
export const TriggersIcon = lineIcon(
  <>
    <path d="M3 12h11M10 8l4 4-4 4" />
    <path d="M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5" />
  </>,
);

/** The inbound monitor's nav icon: calls coming in, one after another. */
export const InboundIcon = lineIcon(
  <>
    <path d="M3 7h10M9 4l4 3-4 3M3 17h10M9 14l4 3-4 3" />
    <path d="M17 4v16M21 4v16" />
  </>,
);
