import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The workflows nav icon: steps joined into a flow. */
export const WorkflowsIcon = lineIcon(
  <>
    <rect x="3" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="14" y="9.5" width="7" height="5" rx="1.5" />
    <rect x="3" y="15.5" width="7" height="5" rx="1.5" />
    <path d="M10 6h3a1.5 1.5 0 0 1 1.5 1.5v2M14.5 14.5v2A1.5 1.5 0 0 1 13 18h-3" />
  </>,
);
