import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

function Icon({ className, children, size = 14 }: IconProps & { children: ReactNode; size?: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="7" cy="7" r="4.5" />
    <path d="m10.5 10.5 3 3" />
  </Icon>
);

export const FilterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 3.5h11l-4.25 5v4l-2.5 1v-5z" />
  </Icon>
);

export const ColumnsIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
    <path d="M6 2.5v11M10 2.5v11" />
  </Icon>
);

export const ViewsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 2.5h8v11l-4-2.75-4 2.75z" />
  </Icon>
);

export const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 2.5v8M4.75 7.25 8 10.5l3.25-3.25M3 13.5h10" />
  </Icon>
);

export const MoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="3.5" cy="8" r="0.6" fill="currentColor" />
    <circle cx="8" cy="8" r="0.6" fill="currentColor" />
    <circle cx="12.5" cy="8" r="0.6" fill="currentColor" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props} size={12}>
    <path d="m4 4 8 8M12 4l-8 8" />
  </Icon>
);

export const ChevronUpIcon = (props: IconProps) => (
  <Icon {...props} size={12}>
    <path d="m4 10 4-4 4 4" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props} size={12}>
    <path d="m4 6 4 4 4-4" />
  </Icon>
);
