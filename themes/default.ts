import type { ThemeValues } from './contract.css.ts';
import { baseFont, baseLogo, baseRadius, baseSidebar, baseSpace } from './shared.ts';

/**
 * The light theme. Header and sidebar take the spec's default style (background #5F5D5D,
 * font #ffffff, accent #F05223); the content area is a neutral light grey with white panels.
 */
export const defaultTheme: ThemeValues = {
  color: {
    brand: '#F05223',
    brandFg: '#111214',
    headerBg: '#5F5D5D',
    headerFg: '#ffffff',
    background: '#f4f5f7',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceHover: '#eef0f3',
    text: '#1b1d21',
    muted: '#5b616e',
    border: '#d9dce1',
    focus: '#1f6feb',
    link: '#0b5cc0',
    danger: '#c42b2b',
    success: '#1a7a3a',
    warning: '#8f5f00',
    info: '#0b5cc0',
    backdrop: 'rgba(15, 17, 21, 0.45)',
  },
  font: baseFont,
  radius: baseRadius,
  space: baseSpace,
  shadow: {
    sm: '0 1px 2px rgba(16, 18, 22, 0.08)',
    md: '0 4px 12px rgba(16, 18, 22, 0.12)',
    lg: '0 12px 32px rgba(16, 18, 22, 0.18)',
  },
  sidebar: baseSidebar,
  logo: baseLogo,
};
