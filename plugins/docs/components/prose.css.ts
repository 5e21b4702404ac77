import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css.ts';
import { NARROW_QUERY, TOP_BAR_HEIGHT } from './layout.ts';

/** Typography of a rendered documentation page. */
export const prose = style({
  maxWidth: '46rem',
  fontSize: vars.font.size.lg,
  lineHeight: 1.7,
  color: vars.color.text,
  overflowWrap: 'break-word',
  '@media': { [NARROW_QUERY]: { fontSize: '15px' } },
});

const headings = ['h1', 'h2', 'h3', 'h4'].map((tag) => `${prose} ${tag}`).join(', ');

globalStyle(headings, {
  position: 'relative',
  lineHeight: 1.3,
  fontWeight: vars.font.weight.bold,
  scrollMarginTop: `calc(${TOP_BAR_HEIGHT} + ${vars.space.lg})`,
});

// A heading reached by a link or a search result takes focus (for screen readers and the next Tab);
// instead of a focus ring on text that cannot be operated, it flashes once to show where the reader landed.
const arrived = keyframes({
  from: { backgroundColor: vars.color.surfaceHover, boxShadow: `-8px 0 0 ${vars.color.brand}` },
  to: { backgroundColor: 'transparent', boxShadow: '-8px 0 0 transparent' },
});

globalStyle(`${prose} :is(h1, h2, h3, h4)[tabindex="-1"]:focus`, {
  outline: 'none',
  borderRadius: vars.radius.sm,
  animation: `${arrived} 1.6s ease-out`,
});

globalStyle(`${prose} h1`, {
  margin: `0 0 ${vars.space.lg}`,
  fontSize: '32px',
  letterSpacing: '-0.01em',
  '@media': { [NARROW_QUERY]: { fontSize: '26px' } },
});

globalStyle(`${prose} h2`, {
  margin: `2.4em 0 0.6em`,
  paddingBottom: vars.space.xs,
  fontSize: '23px',
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${prose} h3`, { margin: '1.8em 0 0.4em', fontSize: '18px' });
globalStyle(`${prose} h4`, { margin: '1.4em 0 0.3em', fontSize: vars.font.size.lg });

globalStyle(`${prose} [data-heading-anchor]`, {
  marginLeft: vars.space.sm,
  color: vars.color.muted,
  textDecoration: 'none',
  fontWeight: vars.font.weight.regular,
  opacity: 0,
});

globalStyle(`${prose} :is(h2, h3, h4):hover [data-heading-anchor], ${prose} [data-heading-anchor]:focus-visible`, {
  opacity: 1,
});

globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} blockquote, ${prose} pre`, { margin: '0 0 1em' });

globalStyle(`${prose} h1 + p`, {
  fontSize: '18px',
  color: vars.color.muted,
  '@media': { [NARROW_QUERY]: { fontSize: '16px' } },
});

globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: '1.4em' });
globalStyle(`${prose} li`, { margin: '0.3em 0' });
globalStyle(`${prose} li > p`, { margin: '0.3em 0' });

globalStyle(`${prose} a`, { color: vars.color.link, textUnderlineOffset: '2px' });

globalStyle(`${prose} strong`, { fontWeight: vars.font.weight.bold });

globalStyle(`${prose} code`, {
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceHover,
  fontSize: '0.88em',
});

globalStyle(`${prose} pre`, {
  padding: vars.space.lg,
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
});

globalStyle(`${prose} pre code`, { padding: 0, backgroundColor: 'transparent', fontSize: 'inherit' });

globalStyle(`${prose} kbd`, {
  display: 'inline-block',
  minWidth: '1.6em',
  padding: '0 0.4em',
  border: `1px solid ${vars.color.border}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  fontSize: '0.82em',
  lineHeight: 1.6,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

globalStyle(`${prose} blockquote`, {
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderLeft: `4px solid ${vars.color.info}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  backgroundColor: vars.color.surface,
});

globalStyle(`${prose} blockquote > :last-child`, { marginBottom: 0 });

globalStyle(`${prose} [data-table-scroll]`, {
  margin: '0 0 1.2em',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

globalStyle(`${prose} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
});

globalStyle(`${prose} th, ${prose} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${prose} th`, {
  backgroundColor: vars.color.surfaceHover,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

globalStyle(`${prose} tr:last-child td`, { borderBottom: 0 });

globalStyle(`${prose} hr`, { margin: '2em 0', border: 0, borderTop: `1px solid ${vars.color.border}` });

// On narrow screens, tables of three or more columns become one card per row, each cell under its column's name.
const stacked = `${prose} [data-table-scroll][data-stack]`;

globalStyle(`${stacked} :is(table, tbody, tr, td)`, { '@media': { [NARROW_QUERY]: { display: 'block' } } });

globalStyle(`${stacked} thead`, {
  '@media': {
    [NARROW_QUERY]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
  },
});

globalStyle(`${stacked} tr`, {
  '@media': { [NARROW_QUERY]: { padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` } },
});

globalStyle(`${stacked} tr:last-child`, { '@media': { [NARROW_QUERY]: { borderBottom: 0 } } });

globalStyle(`${stacked} td`, {
  '@media': { [NARROW_QUERY]: { padding: `${vars.space.xxs} ${vars.space.md}`, borderBottom: 0 } },
});

globalStyle(`${stacked} td::before`, {
  '@media': {
    [NARROW_QUERY]: {
      content: 'attr(data-label)',
      display: 'block',
      color: vars.color.muted,
      fontSize: vars.font.size.xs,
      fontWeight: vars.font.weight.bold,
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
    },
  },
});
