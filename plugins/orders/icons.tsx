import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The Orders nav icon: a list of lines with a tick. */
export const OrdersIcon = lineIcon(
  <>
    <rect x="4" y="3.5" width="16" height="17" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h4" />
  </>,
);

/** The Workflows monitor nav icon: three steps joined, one branching. */
export const WorkflowsMonitorIcon = lineIcon(
  <>
    <circle cx="6" cy="6" r="2.2" />
    <circle cx="6" cy="18" r="2.2" />
    <circle cx="18" cy="12" r="2.2" />
    <path d="M6 8.2v7.6M8 6.8l8 4.2M8 17.2l8-4.2" />
  </>,
);
