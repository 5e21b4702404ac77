/** The docs window's strings of spec section 8, spelled exactly as the spec spells them. */
export const MISSING_DOC_URL_MESSAGE = 'Document URL missing! Please reopen the document.';
export const DOCS_REFRESH_WARNING = 'Are you sure you want to refresh? Unsaved changes might be lost.';

/** The title of the user documentation (spec section 1). */
export const DOCS_TITLE = 'Workflow Orchestration';

export const DOCS_LOADING_MESSAGE = 'Loading the documentation…';
export const DOCS_LOAD_FAILED_MESSAGE =
  'The documentation could not be loaded. Check the connection, then refresh the window.';
