import type { NavSectionDefinition, SpecSectionId } from '../plugin/manifest.ts';

/**
 * The sidebar sections of spec section 2, in its order, contributed by the workspace's own manifest:
 * Monitor, Studio, Configure, Inventory and Reverse are submenus; the others link to their one screen.
 * Summaries are the Getting Started cards' lines: one sentence each saying what a newcomer does there. Their ids are the keys
 * of `SpecSectionIds` (core/plugin/manifest.ts), no more and no fewer (`specSections.test.ts`).
 */
export const SPEC_NAV_SECTIONS = [
  {
    id: 'dashboard',
    title: 'Dashboard',
    order: 10,
    submenu: false,
    docsSlug: 'dashboard',
    summary: 'Live counts of orders by state, throughput and stalled work, to see at a glance what needs attention.',
  },
  {
    id: 'monitor',
    title: 'Monitor',
    order: 20,
    submenu: true,
    docsSlug: 'monitor',
    summary: 'Follow each order step by step, fix what failed, and work the manual steps waiting in the worklist.',
  },
  {
    id: 'studio',
    title: 'Studio',
    order: 30,
    submenu: true,
    docsSlug: 'studio',
    summary: 'Draw and publish the workflows that carry out each operation, and define the services orders ask for.',
  },
  {
    id: 'configure',
    title: 'Configure',
    order: 40,
    submenu: true,
    docsSlug: 'configure',
    summary:
      'Set up what workflows are built from: task templates, forms, network elements, notifications, rules and triggers.',
  },
  {
    id: 'translator',
    title: 'Translator',
    order: 50,
    submenu: false,
    docsSlug: 'translator',
    summary: 'Write and try out the XSLT documents that reshape payloads between the console and outside systems.',
  },
  {
    id: 'inventory',
    title: 'Inventory',
    order: 60,
    submenu: true,
    docsSlug: 'inventory',
    summary:
      'Track devices and SIM cards in stock and where they are kept, and move or request them between locations.',
  },
  {
    id: 'reports',
    title: 'Reports',
    order: 70,
    submenu: false,
    docsSlug: 'reports',
    summary: 'Order volumes, success rates and durations over time, to compare with your service levels and export.',
  },
  {
    id: 'settings',
    title: 'Settings',
    order: 80,
    submenu: false,
    docsSlug: 'settings',
    summary:
      'Tenant-wide rules: partner access, password policy, session timeouts, defaults, and the console’s colours and logo.',
  },
  {
    id: 'reverse',
    title: 'Reverse',
    order: 90,
    submenu: true,
    docsSlug: 'reverse',
    summary: 'Send order events on to the external systems that subscribe to them, and see which deliveries failed.',
  },
  {
    id: 'users',
    title: 'Users',
    order: 100,
    submenu: false,
    docsSlug: 'users',
    summary:
      'Create user accounts, give them roles, and decide with each role’s permissions what every screen lets them do.',
  },
  {
    id: 'transfer',
    title: 'Transfer',
    order: 110,
    submenu: false,
    docsSlug: 'transfer',
    summary: 'Copy workflows, services and the rest of the configuration from this tenant to another one.',
  },
  {
    id: 'dev',
    title: 'Dev',
    order: 120,
    submenu: false,
    docsSlug: 'dev',
    summary: 'Create test orders by hand and edit a workflow as XML, for developers trying out a change.',
  },
] as const satisfies readonly (NavSectionDefinition & { id: SpecSectionId })[];
