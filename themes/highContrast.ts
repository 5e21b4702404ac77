import type { ThemeValues } from './contract.css.ts';
import { baseFont, baseLogo, baseRadius, baseSidebar, baseSpace } from './shared.ts';

/**
 * Every text colour reaches at least 7:1 against the surfaces it is drawn on (WCAG AAA);
 * borders replace shadows, and focus is a thick yellow ring.
 */
export const highContrastTheme: ThemeValues = {
  color: {
    brand: '#ffb347',
    brandFg: '#000000',
    headerBg: '#000000',
    headerFg: '#ffffff',
    background: '#000000',
    surface: '#000000',
    surfaceRaised: '#0a0a0a',
    surfaceHover: '#1c1c1c',
    text: '#ffffff',
    muted: '#d6d6d6',
    border: '#ffffff',
    focus: '#ffff00',
    link: '#9fd0ff',
    danger: '#ff8a8a',
    success: '#6ff09a',
    warning: '#ffd54a',
    info: '#9fd0ff',
    backdrop: 'rgba(0, 0, 0, 0.85)',
  },
  font: { ...baseFont, weight: { regular: '400', medium: '600', bold: '700' } },
  radius: baseRadius,
  space: baseSpace,
  shadow: { sm: 'none', md: '0 0 0 1px #ffffff', lg: '0 0 0 2px #ffffff' },
  sidebar: baseSidebar,
  logo: baseLogo,
};
