import { GridIcon, type IconProps } from '../../core/grid/gridIcons.tsx';

/** The Views button's icon: a bookmark, in the grid toolbar's style. */
export const ViewsIcon = (props: IconProps) => (
  <GridIcon {...props}>
    <path d="M4 2.5h8v11l-4-2.75-4 2.75z" />
  </GridIcon>
);
