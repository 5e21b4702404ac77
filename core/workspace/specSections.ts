import type { NavSectionDefinition, SpecSectionId } from '../plugin/manifest.ts';

/**
 * The sidebar sections of spec section 2, in its order, contributed by the workspace's own manifest:
 * Monitor, Studio, Configure, Inventory and Reverse are submenus; the others link to their one screen.
 * Summaries are the Getting Started cards' lines, in the words of spec section 1. Their ids are the keys
 * of `SpecSectionIds` (core/plugin/manifest.ts), no more and no fewer (`specSections.test.ts`).
 */
export const SPEC_NAV_SECTIONS = [
  {
    id: 'dashboard',
    title: 'Dashboard',
    order: 10,
    submenu: false,
    docsSlug: 'dashboard',
    summary: 'Orders and workflows at a glance.',
  },
  {
    id: 'monitor',
    title: 'Monitor',
    order: 20,
    submenu: true,
    docsSlug: 'monitor',
    summary: 'Order monitoring and the worklist.',
  },
  {
    id: 'studio',
    title: 'Studio',
    order: 30,
    submenu: true,
    docsSlug: 'studio',
    summary: 'The workflow and service studios.',
  },
  {
    id: 'configure',
    title: 'Configure',
    order: 40,
    submenu: true,
    docsSlug: 'configure',
    summary: 'Configuration of tasks, forms, networks, notifications, rules and triggers.',
  },
  {
    id: 'translator',
    title: 'Translator',
    order: 50,
    submenu: false,
    docsSlug: 'translator',
    summary: 'The translator.',
  },
  {
    id: 'inventory',
    title: 'Inventory',
    order: 60,
    submenu: true,
    docsSlug: 'inventory',
    summary: 'Inventory management: stock, locations, transfer and requisition.',
  },
  { id: 'reports', title: 'Reports', order: 70, submenu: false, docsSlug: 'reports', summary: 'Reports.' },
  {
    id: 'settings',
    title: 'Settings',
    order: 80,
    submenu: false,
    docsSlug: 'settings',
    summary: 'Settings of the console.',
  },
  {
    id: 'reverse',
    title: 'Reverse',
    order: 90,
    submenu: true,
    docsSlug: 'reverse',
    summary: 'Reverse sync to external subscribers.',
  },
  { id: 'users', title: 'Users', order: 100, submenu: false, docsSlug: 'users', summary: 'User and role management.' },
  {
    id: 'transfer',
    title: 'Transfer',
    order: 110,
    submenu: false,
    docsSlug: 'transfer',
    summary: 'Copying configuration between tenants.',
  },
  { id: 'dev', title: 'Dev', order: 120, submenu: false, docsSlug: 'dev', summary: 'The developer area.' },
] as const satisfies readonly (NavSectionDefinition & { id: SpecSectionId })[];
