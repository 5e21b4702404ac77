import type { ThemeValues } from './contract.css.ts';
import { baseFont, baseLogo, baseRadius, baseSidebar, baseSpace } from './shared.ts';

/** A low-glare dark theme: near-black neutrals, the tenant accent as the only colour. */
export const darkTheme: ThemeValues = {
  color: {
    brand: '#F05223',
    brandFg: '#111214',
    headerBg: '#17191e',
    headerFg: '#e6e8eb',
    background: '#0f1115',
    surface: '#16181d',
    surfaceRaised: '#1e2128',
    surfaceHover: '#23262e',
    text: '#e6e8eb',
    muted: '#a0a6b1',
    border: '#2e323b',
    focus: '#6ea8ff',
    link: '#7db7ff',
    danger: '#f47a7a',
    success: '#52c98f',
    warning: '#e8b95a',
    info: '#7db7ff',
    backdrop: 'rgba(0, 0, 0, 0.6)',
  },
  font: baseFont,
  radius: baseRadius,
  space: baseSpace,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.5)',
    lg: '0 14px 36px rgba(0, 0, 0, 0.6)',
  },
  sidebar: baseSidebar,
  logo: baseLogo,
};
