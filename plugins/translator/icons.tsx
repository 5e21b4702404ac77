import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** The translator's nav icon: one document turned into another. */
export const TranslatorIcon = lineIcon(
  <>
    <path d="M4 3.5h6l3 3V13H4z" />
    <path d="M11 11h6l3 3v6.5H11z" />
    <path d="M14.5 5.5h3a2 2 0 0 1 2 2v1.5M9.5 18.5h-3a2 2 0 0 1-2-2V15" />
  </>,
);
