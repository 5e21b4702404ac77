/** Below this width the table of contents becomes a drawer. */
export const NARROW_QUERY = 'screen and (max-width: 860px)';
export const TOP_BAR_HEIGHT = '56px';
