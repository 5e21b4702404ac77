import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

/** A row of buttons in a panel or above a list. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

/** A panel's section heading. */
export const sectionTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: 600,
});

/** A short note in the muted colour. */
export const note = style({ margin: `${vars.space.xs} 0`, fontSize: vars.font.size.sm, color: vars.color.muted });

/** A list of attempts or results, one per row. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const listItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const mono = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.xs });

/** A settings form on its page: one column of fields, not wider than reads well. */
export const settingsForm = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });
