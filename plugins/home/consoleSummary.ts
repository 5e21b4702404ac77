/** The console's purpose as the Getting Started page states it (spec section 1). */
export const CONSOLE_SUMMARY =
  'A web console for operators of a telecom-style provider and its partners. It covers order monitoring, ' +
  'workflow and service configuration, inventory, reverse sync, reports, settings and user management.';
