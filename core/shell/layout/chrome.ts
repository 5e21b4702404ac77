import { vars } from '../../../themes/contract.css.ts';

/** Tints of the header/sidebar text colour, so a tenant's colours give a consistent chrome. */
export function chromeTint(percent: number): string {
  return `color-mix(in srgb, ${vars.color.headerFg} ${percent}%, transparent)`;
}

export function brandTint(percent: number): string {
  return `color-mix(in srgb, ${vars.color.brand} ${percent}%, transparent)`;
}
