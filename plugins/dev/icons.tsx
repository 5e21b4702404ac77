import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The Dev nav icon: angle brackets. */
export const DevIcon = lineIcon(<path d="M9 7l-5 5 5 5M15 7l5 5-5 5" />);
