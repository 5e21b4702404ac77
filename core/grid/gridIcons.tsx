import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/** A line icon of the grid's toolbar and menus (16 × 16 drawn at 14 px); a control a plugin adds draws its own with it. */
export function GridIcon({ className, children, size = 14 }: IconProps & { children: ReactNode; size?: number }) {
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
  <GridIcon {...props}>
    <circle cx="7" cy="7" r="4.5" />
    <path d="m10.5 10.5 3 3" />
  </GridIcon>
);

export const FilterIcon = (props: IconProps) => (
  <GridIcon {...props}>
    <path d="M2.5 3.5h11l-4.25 5v4l-2.5 1v-5z" />
  </GridIcon>
);

export const ColumnsIcon = (props: IconProps) => (
  <GridIcon {...props}>
    <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
    <path d="M6 2.5v11M10 2.5v11" />
  </GridIcon>
);

export const DownloadIcon = (props: IconProps) => (
  <GridIcon {...props}>
    <path d="M8 2.5v8M4.75 7.25 8 10.5l3.25-3.25M3 13.5h10" />
  </GridIcon>
);

export const MoreIcon = (props: IconProps) => (
  <GridIcon {...props}>
    <circle cx="3.5" cy="8" r="0.6" fill="currentColor" />
    <circle cx="8" cy="8" r="0.6" fill="currentColor" />
    <circle cx="12.5" cy="8" r="0.6" fill="currentColor" />
  </GridIcon>
);

export const CloseIcon = (props: IconProps) => (
  <GridIcon {...props} size={12}>
    <path d="m4 4 8 8M12 4l-8 8" />
  </GridIcon>
);

export const ChevronUpIcon = (props: IconProps) => (
  <GridIcon {...props} size={12}>
    <path d="m4 10 4-4 4 4" />
  </GridIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <GridIcon {...props} size={12}>
    <path d="m4 6 4 4 4-4" />
  </GridIcon>
);
