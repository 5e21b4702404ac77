import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The rules nav icon: a checklist. */
export const RulesIcon = lineIcon(
  <>
    <path d="m4 6 1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17" />
    <path d="M11 6h9M11 12h9M11 18h9" />
  </>,
);
