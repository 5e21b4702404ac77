/** Below 768 px the sidebar gives way to a drawer opened from the header (spec section 2). */
export const MOBILE_MAX_WIDTH = 767.98;
export const MOBILE_MEDIA = `screen and (max-width: ${MOBILE_MAX_WIDTH}px)`;
/** Printing: the screen's content alone, without the console around it. */
export const PRINT_MEDIA = 'print';
export const DESKTOP_MEDIA = `screen and (min-width: ${MOBILE_MAX_WIDTH + 0.02}px)`;
