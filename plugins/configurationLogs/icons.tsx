import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The Configuration Logs nav icon: a list with a clock. */
export const ConfigurationLogsIcon = lineIcon(
  <>
    <path d="M4 6h10M4 11h7M4 16h5" />
    <circle cx="17" cy="15" r="4.5" />
    <path d="M17 12.8V15l1.5 1" />
  </>,
);
