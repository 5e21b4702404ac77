import type { ThemeValues } from './contract.css.ts';

/** Typography, spacing, radii and layout sizes the built-in themes have in common. */
export const baseFont: ThemeValues['font'] = {
  family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  lineHeight: '1.5',
  size: { xs: '11px', sm: '12px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  weight: { regular: '400', medium: '500', bold: '600' },
};

export const baseRadius: ThemeValues['radius'] = { sm: '4px', md: '6px', lg: '8px', pill: '9999px' };

export const baseSpace: ThemeValues['space'] = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
};

/** Spec section 9: 64 px collapsed, 80 px expanded; logo height default 50 px. */
export const baseSidebar: ThemeValues['sidebar'] = { widthCollapsed: '64px', widthExpanded: '80px' };
export const baseLogo: ThemeValues['logo'] = { height: '50px' };
