import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The workflow studio's nav icon: a pen drawing a flow. */
export const WorkflowStudioIcon = lineIcon(
  <>
    <rect x="3" y="4" width="7" height="5" rx="1.5" />
    <rect x="3" y="15" width="7" height="5" rx="1.5" />
    <path d="M6.5 9v6M14 17.5l5.5-5.5 2 2-5.5 5.5H14z" />
  </>,
);
