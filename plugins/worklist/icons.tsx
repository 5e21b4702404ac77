import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The Worklist nav icon: a clipboard with a tick. */
export const WorklistIcon = lineIcon(
  <>
    <rect x="5" y="4.5" width="14" height="16" rx="2" />
    <path d="M9 4.5V3h6v1.5M8.5 13l2.5 2.5 4.5-5" />
  </>,
);
