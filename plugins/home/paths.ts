/** Getting Started: the page at the base path (spec section 2), where the console opens by default. */
export const GETTING_STARTED_PATH = '/';

/** The command that opens Getting Started: the page lists its key among the first. */
export const GETTING_STARTED_COMMAND_ID = 'home.gettingStarted';
