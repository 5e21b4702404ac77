import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The shape every theme fills. Leaves become CSS variables with stable names,
 * `color.headerBg` → `--sdp-color-header-bg`, so tenant styles, the shell and
 * plain CSS outside vanilla-extract can all address them.
 */
const shape = {
  color: {
    /** The tenant's accent (style field `color`): fills, borders, indicators; not small text on surfaces. */
    brand: null,
    /** Text and icons drawn on the brand colour. */
    brandFg: null,
    /** Header and sidebar surface (style field `background`). */
    headerBg: null,
    /** Text and icons on the header and sidebar (style field `font`). */
    headerFg: null,
    /** The page behind the content area. */
    background: null,
    /** Panels, tables and cards in the content area. */
    surface: null,
    /** Menus, popovers, dialogs and the palette. */
    surfaceRaised: null,
    surfaceHover: null,
    text: null,
    muted: null,
    border: null,
    focus: null,
    link: null,
    danger: null,
    success: null,
    warning: null,
    info: null,
    /** Scrim behind modal dialogs. */
    backdrop: null,
  },
  font: {
    family: null,
    familyMono: null,
    lineHeight: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
  },
  radius: { sm: null, md: null, lg: null, pill: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  shadow: { sm: null, md: null, lg: null },
  sidebar: { widthCollapsed: null, widthExpanded: null },
  logo: { height: null },
};

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const vars = createGlobalThemeContract(shape, (_value, path) => `sdp-${path.map(kebab).join('-')}`);

type Filled<T> = { [K in keyof T]: T[K] extends null ? string : Filled<T[K]> };

/** The values a theme supplies: one CSS value per variable of the contract. */
export type ThemeValues = Filled<typeof shape>;
