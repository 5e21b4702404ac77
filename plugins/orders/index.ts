import { ORDER_PERMISSIONS, WORKFLOW_MONITOR_PERMISSIONS } from '../engine/public/contract/enginePaths.ts';
import { definePlugin, type CommandDefinition } from '../../core/plugin/manifest.ts';
import { OrdersIcon, WorkflowsMonitorIcon } from './icons.tsx';
import { ordersModule } from './module.ts';
import { OpenOrder } from './OpenOrder.ts';
import { ORDER_ACTION_KINDS, ORDER_ACTION_WORDING } from './orderActionKinds.ts';
import { preloadOrderListing, preloadOrderScreen } from './ordersPreload.ts';
import {
  ORDER_DETAIL_PATH,
  ORDER_LISTING_PATH,
  ORDER_SEARCH_PATH,
  WORKFLOW_EXECUTION_PATH,
  WORKFLOW_EXECUTIONS_PATH,
} from './paths.ts';

/** The open order's actions, each on its one key while its screen shows an order that allows it. */
const actionCommands: CommandDefinition[] = ORDER_ACTION_KINDS.map((kind) => ({
  id: `orders.${kind}`,
  title: ORDER_ACTION_WORDING[kind].title,
  category: 'Order',
  keybinding: ORDER_ACTION_WORDING[kind].key,
  permission: ORDER_PERMISSIONS.update,
  when: (ctx) => ctx.pathname === ORDER_DETAIL_PATH && ctx.get<OpenOrder>(OpenOrder).allows(kind),
  run: (ctx) => ctx.get<OpenOrder>(OpenOrder).request(kind),
}));

export default definePlugin({
  id: 'orders',
  helpPages: [{ slug: 'monitor', order: 20, load: () => import('./help/monitor.md?raw') }],
  dependsOn: ['engine', 'resourceKit'],
  module: ordersModule,
  routes: [
    {
      id: 'order-listing',
      path: ORDER_LISTING_PATH,
      title: 'Orders',
      permission: ORDER_PERMISSIONS.read,
      layout: 'main',
      legacyLanding: ['/order-listing'],
      load: () => import('./pages/OrderListingPage.tsx'),
      preload: preloadOrderListing,
    },
    {
      id: 'order-detail',
      path: ORDER_DETAIL_PATH,
      title: 'Order',
      permission: ORDER_PERMISSIONS.read,
      layout: 'main',
      landing: false,
      load: () => import('./pages/OrderDetailPage.tsx'),
      preload: preloadOrderScreen,
    },
    {
      id: 'order-search',
      path: ORDER_SEARCH_PATH,
      title: 'Order Search',
      permission: ORDER_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/OrderSearchPage.tsx'),
    },
    {
      id: 'workflow-executions',
      path: WORKFLOW_EXECUTIONS_PATH,
      title: 'Workflows',
      permission: WORKFLOW_MONITOR_PERMISSIONS.read,
      layout: 'main',
      legacyLanding: ['/monitor/workflows'],
      load: () => import('./pages/WorkflowExecutionsPage.tsx'),
    },
    {
      id: 'workflow-execution',
      path: WORKFLOW_EXECUTION_PATH,
      title: 'Workflow Execution',
      permission: WORKFLOW_MONITOR_PERMISSIONS.read,
      layout: 'main',
      landing: false,
      load: () => import('./pages/WorkflowExecutionPage.tsx'),
    },
  ],
  nav: [
    {
      id: 'orders',
      section: 'monitor',
      title: 'Orders',
      icon: OrdersIcon,
      routeId: 'order-listing',
      order: 10,
      keybinding: 'g o',
    },
    {
      id: 'workflows-monitor',
      section: 'monitor',
      title: 'Workflows',
      icon: WorkflowsMonitorIcon,
      routeId: 'workflow-executions',
      order: 30,
    },
  ],
  entitySearches: [
    {
      id: 'orders',
      title: 'Orders',
      permission: ORDER_PERMISSIONS.read,
      search: async (query, ctx, signal) => (await import('./orderLookup.ts')).searchOrders(query, ctx, signal),
    },
  ],
  commands: [
    {
      id: 'orders.goTo',
      title: 'Go to order…',
      category: 'Orders',
      keywords: ['order number', 'open order', 'find order'],
      permission: ORDER_PERMISSIONS.read,
      page: {
        placeholder: 'Order number, subscriber or external id',
        items: async (query, ctx) => (await import('./orderLookup.ts')).orderLookupItems(query, ctx),
        onSubmit: async (value, ctx) => (await import('./orderLookup.ts')).openTypedOrder(value, ctx),
      },
    },
    {
      id: 'orders.search',
      title: 'Search orders by their details',
      category: 'Orders',
      keywords: ['payload', 'subscriber', 'external id'],
      permission: ORDER_PERMISSIONS.read,
      run: (ctx) => ctx.navigate(ORDER_SEARCH_PATH),
    },
    ...actionCommands,
  ],
});
