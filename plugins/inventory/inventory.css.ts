import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_MEDIA } from '../../core/shell/layout/breakpoints.ts';
import { vars } from '../../themes/contract.css.ts';

/** A tab panel or screen body that fills what its frame leaves. */
export const fill = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0 });

export const stack = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

/** A compact table inside a panel: a receipt's rows, an item's history, a transfer's items. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: `${vars.space.xs} ${vars.space.sm}` });

export const tableHead = style({ color: vars.color.muted, fontWeight: vars.font.weight.medium });

export const tableRow = style({ borderTop: `1px solid ${vars.color.border}` });

export const tableScroll = style({
  maxHeight: '360px',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const mono = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.xs });

/** The model picked on a row of a lines editor: as tall as the count beside it, taking what the row leaves. */
export const rowSelect = style({
  selectors: { [`${row} > &`]: { flex: '1 1 12rem', width: 'auto', minWidth: 0 } },
});

export const select = style({
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
});

/** A card of the dashboard or a panel: a surface with a border. */
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const scrollPage = style({ flex: 1, minHeight: 0, overflow: 'auto' });

/** A list beside the chosen record's details; one above the other on a phone. */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 2fr) 3fr',
  gap: vars.space.lg,
  flex: 1,
  minHeight: 0,
  '@media': { [MOBILE_MEDIA]: { gridTemplateColumns: '1fr', alignContent: 'start', overflow: 'auto' } },
});

export const splitPane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  minWidth: 0,
  '@media': { [MOBILE_MEDIA]: { minHeight: '240px' } },
});

/** A file picker whose button looks like the console's secondary buttons, its file name beside it. */
export const fileInput = style({
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::file-selector-button': {
      height: '36px',
      marginInlineEnd: vars.space.sm,
      padding: `0 ${vars.space.md}`,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      font: 'inherit',
      fontWeight: vars.font.weight.medium,
      cursor: 'pointer',
    },
    '&:hover::file-selector-button': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.md },
  },
});
