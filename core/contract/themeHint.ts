/**
 * The theme chosen last on this browser, known before the first paint: the theme store keeps its id
 * under THEME_HINT_KEY in plain localStorage (a display preference, not user data), and THEME_HINT_SCRIPT,
 * inlined in the page's <head> (the build puts it there; the server's CSP allows it by its hash), sets it
 * on <html> as `data-theme`, which the global stylesheet styles (themes/global.css.ts).
 */
export const THEME_HINT_KEY = 'sdp-theme';

/** The themes the global stylesheet can paint from `data-theme` alone: every theme but the default. */
export const HINTED_THEME_IDS = ['dark', 'high-contrast'] as const;

export const THEME_HINT_SCRIPT =
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_HINT_KEY)});` +
  `if(${JSON.stringify(HINTED_THEME_IDS)}.indexOf(t)>=0)document.documentElement.setAttribute("data-theme",t)}catch(e){}`;
