import { describe, expect, it, vi } from 'vitest';
import { consolePlugins, page, TestIcon } from '../../tests/support/workbenchFixtures.ts';
import { collectContributions } from '../plugin/collectContributions.ts';
import { definePlugin, type RouteDefinition } from '../plugin/manifest.ts';
import { docsSlugFor, docsUrl, openDocs } from './docsLink.ts';

// The billing plugin below contributes a section of its own, and declares its id as a plugin does.
declare module '../plugin/manifest.ts' {
  interface SectionIds {
    billing: true;
  }
}

function publicRoute(id: string, path: string): RouteDefinition {
  return { ...page(id, path, id, 'ignoreAndReturnTrue'), layout: 'public', docsSlug: 'account' };
}

/** The fixture console plus public screens, the studios (under two sections' paths) and a plugin's own section. */
const contributions = collectContributions([
  ...consolePlugins(),
  definePlugin({
    id: 'account',
    routes: [publicRoute('login', '/login'), publicRoute('reset', '/reset-password/:resetToken')],
    nav: [],
    commands: [],
  }),
  definePlugin({
    id: 'studios',
    routes: [
      page('workflow-studio', '/configure/workflow', 'Workflow studio', 'workflow:r'),
      { ...page('service-studio', '/configure/service', 'Service studio', 'service:r'), docsSlug: 'studio' },
    ],
    nav: [{ id: 'workflow-studio', section: 'studio', title: 'Workflow', icon: TestIcon, routeId: 'workflow-studio' }],
    commands: [],
  }),
  definePlugin({
    id: 'billing',
    navSections: [
      { id: 'billing', title: 'Billing', order: 65, submenu: true, docsSlug: 'billing-guide', summary: 'Invoices.' },
    ],
    routes: [page('invoices', '/money/invoices', 'Invoices', 'users:r')],
    nav: [{ id: 'invoices', section: 'billing', title: 'Invoices', icon: TestIcon, routeId: 'invoices' }],
    commands: [],
  }),
]);

describe('docsSlugFor', () => {
  it.each([
    ['/', 'getting-started'],
    ['/dashboard', 'dashboard'],
    ['/monitor/order-listing/order/42', 'monitor'],
    ['/monitor/worklist/', 'monitor'],
    ['/monitor/not-built-yet', 'monitor'],
    ['/configure/workflow', 'studio'],
    ['/configure/workflow/versions', 'studio'],
    ['/configure/service', 'studio'],
    ['/configure/logs', 'configure'],
    ['/configure/services', 'configure'],
    ['/inventory/stock', 'inventory'],
    ['/users', 'users'],
    ['/money/invoices', 'billing-guide'],
    ['/money/invoices/7', 'billing-guide'],
    ['/login', 'account'],
    ['/reset-password/abc', 'account'],
    ['/somewhere/else', 'getting-started'],
    ['/usersettings', 'getting-started'],
  ])('%s → %s', (path, slug) => {
    expect(docsSlugFor(path, contributions)).toBe(slug);
  });
});

describe('openDocs', () => {
  it('opens the docs window on the page of the path', () => {
    const open = vi.fn<typeof window.open>(() => null);
    openDocs('/inventory/stock', contributions, open);
    expect(open).toHaveBeenCalledWith('/sdp/docs?url=inventory', 'sdp-docs');
    expect(docsUrl('keyboard')).toBe('/sdp/docs?url=keyboard');
  });
});
