import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The reports nav icon: bars on an axis. */
export const ReportsIcon = lineIcon(
  <>
    <path d="M4 4v16h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </>,
);
