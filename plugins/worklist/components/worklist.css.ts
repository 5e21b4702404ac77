import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { statusPill } from '../../../core/shell/controls/statusPill.css.ts';
import { liveNotice } from '../../../core/shell/dialog/banner.css.ts';
import { vars } from '../../../themes/contract.css.ts';

export const link = style({
  color: vars.color.link,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const muted = style({ color: vars.color.muted });

export const state = {
  OPEN: statusPill.warning,
  CLAIMED: statusPill.info,
  COMPLETED: statusPill.success,
  CANCELLED: statusPill.neutral,
} as const;

/** Waiting time, growing more urgent with its band. */
export const age = styleVariants({
  fresh: { color: vars.color.text },
  day: { color: vars.color.text, fontWeight: vars.font.weight.medium },
  days: { color: vars.color.warning, fontWeight: vars.font.weight.medium },
  old: { color: vars.color.danger, fontWeight: vars.font.weight.bold },
});

export const overdue = style({ color: vars.color.danger });

/** The due time gives way (ellipsis) before the word "overdue" does. */
export const due = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

export const dueTime = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const overdueTag = style({ flexShrink: 0, whiteSpace: 'nowrap', fontWeight: 600 });

export const views = style({ display: 'flex', gap: vars.space.xs, marginBottom: vars.space.sm, flexWrap: 'wrap' });

export const viewTab = style([
  button.secondary,
  compactButton,
  {
    selectors: {
      '&[aria-selected="true"]': {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.brandFg,
      },
    },
  },
]);

export const smallButton = style([button.secondary, compactButton]);

export const notice = liveNotice;

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
});

export const fact = style({ minWidth: 0 });
export const factTerm = style({ color: vars.color.muted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(100px, 180px) minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const error = style({ margin: 0, color: vars.color.danger });

export const comments = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const comment = style({ display: 'grid', gap: 2, fontSize: vars.font.size.sm });

export const results = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${results} th, ${results} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${results} th`, { color: vars.color.muted, fontWeight: vars.font.weight.medium });

export const outcome = styleVariants({
  DONE: { color: vars.color.success },
  VALID: { color: vars.color.success },
  SKIPPED: { color: vars.color.muted },
  FAILED: { color: vars.color.danger },
});

export const assigneeInput = style({ width: 160 });
