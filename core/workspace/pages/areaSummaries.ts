import type { NavSectionId } from '../../plugin/manifest.ts';

/** One line per sidebar section for the Getting Started cards, in the words of spec section 1. */
export const AREA_SUMMARIES: Readonly<Record<NavSectionId, string>> = {
  dashboard: 'Orders and workflows at a glance.',
  monitor: 'Order monitoring and the worklist.',
  studio: 'The workflow and service studios.',
  configure: 'Configuration of tasks, forms, networks, notifications, rules and triggers.',
  translator: 'The translator.',
  inventory: 'Inventory management: stock, locations, transfer and requisition.',
  reports: 'Reports.',
  settings: 'Settings of the console.',
  reverse: 'Reverse sync to external subscribers.',
  users: 'User and role management.',
  transfer: 'Copying configuration between tenants.',
  dev: 'The developer area.',
};

/** The console's purpose as the Getting Started page states it (spec section 1). */
export const CONSOLE_SUMMARY =
  'A web console for operators of a telecom-style provider and its partners. It covers order monitoring, ' +
  'workflow and service configuration, inventory, reverse sync, reports, settings and user management.';
