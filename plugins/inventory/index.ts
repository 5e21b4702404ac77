import { definePlugin, type NavDefinition, type RouteDefinition } from '../../core/plugin/manifest.ts';
import {
  InventoryConfigurationIcon,
  InventoryDashboardIcon,
  InventoryLogsIcon,
  LocationsIcon,
  RequisitionIcon,
  StockIcon,
  TransferIcon,
} from './icons.tsx';
import {
  INVENTORY_BASE_PATH,
  INVENTORY_PATHS,
  INVENTORY_PERMISSIONS,
  INVENTORY_REFERENCE_KINDS,
  STOCK_LEGACY_LANDING,
} from './paths.ts';

type Screen = keyof typeof INVENTORY_PATHS;

/** The seven screens in the spec's sidebar order, each with its nav title (also its "Go to" command) and route title. */
const SCREENS: readonly {
  screen: Screen;
  nav: string;
  title: string;
  icon: NavDefinition['icon'];
  load: RouteDefinition['load'];
}[] = [
  {
    screen: 'dashboard',
    nav: 'Dashboard',
    title: 'Inventory Dashboard',
    icon: InventoryDashboardIcon,
    load: () => import('./pages/DashboardPage.tsx'),
  },
  {
    screen: 'stock',
    nav: 'Stock',
    title: 'Stock',
    icon: StockIcon,
    load: () => import('./pages/StockPage.tsx'),
  },
  {
    screen: 'locations',
    nav: 'Locations',
    title: 'Locations',
    icon: LocationsIcon,
    load: () => import('./pages/LocationsPage.tsx'),
  },
  {
    screen: 'transfer',
    nav: 'Transfer',
    title: 'Transfer',
    icon: TransferIcon,
    load: () => import('./pages/TransferPage.tsx'),
  },
  {
    screen: 'requisition',
    nav: 'Requisition',
    title: 'Requestions',
    icon: RequisitionIcon,
    load: () => import('./pages/RequisitionPage.tsx'),
  },
  {
    screen: 'configuration',
    nav: 'Configuration',
    title: 'Inventory Configuration',
    icon: InventoryConfigurationIcon,
    load: () => import('./pages/ConfigurationPage.tsx'),
  },
  {
    screen: 'logs',
    nav: 'Logs',
    title: 'Inventory Logs',
    icon: InventoryLogsIcon,
    load: () => import('./pages/LogsPage.tsx'),
  },
];

const routeId = (screen: Screen) => `inventory-${screen}`;

/** A configuration item's panel (a device type, which has no row, opens nothing). */
const editHref = (path: string, id: string | null, query = '') =>
  id ? `${path}?${query}edit=${encodeURIComponent(id)}` : null;

/**
 * Inventory: stock by serial, the location tree, transfers, requisitions, device models and movement
 * reasons, the movement ledger and the dashboard over them, in the spec's Inventory section.
 */
export default definePlugin({
  id: 'inventory',
  dependsOn: ['engine', 'resourceKit'],
  helpPages: [{ slug: 'inventory', order: 60, load: () => import('./help/inventory.md?raw') }],
  routes: [
    ...SCREENS.map(({ screen, title, load }): RouteDefinition => ({
      id: routeId(screen),
      path: INVENTORY_PATHS[screen],
      title,
      permission: INVENTORY_PERMISSIONS[screen].read,
      layout: 'main',
      ...(screen === 'stock' ? { legacyLanding: [STOCK_LEGACY_LANDING] } : {}),
      load,
    })),
    {
      id: 'inventory-base',
      path: INVENTORY_BASE_PATH,
      title: 'Inventory Dashboard',
      permission: INVENTORY_PERMISSIONS.dashboard.read,
      layout: 'main',
      landing: false,
      load: () => import('./pages/InventoryBasePage.tsx'),
    },
  ],
  nav: SCREENS.map(({ screen, nav, icon }, index) => ({
    id: routeId(screen),
    section: 'inventory',
    title: nav,
    icon,
    routeId: routeId(screen),
    order: (index + 1) * 10,
  })),
  referenceLinks: [
    { kind: INVENTORY_REFERENCE_KINDS.deviceModel, href: ({ id }) => editHref(INVENTORY_PATHS.configuration, id) },
    { kind: INVENTORY_REFERENCE_KINDS.location, href: ({ id }) => editHref(INVENTORY_PATHS.locations, id) },
    {
      kind: INVENTORY_REFERENCE_KINDS.movementReason,
      href: ({ id }) => editHref(INVENTORY_PATHS.configuration, id, 'tab=reasons&'),
    },
  ],
  entitySearches: [
    {
      id: 'inventory.items',
      title: 'Stock items',
      permission: INVENTORY_PERMISSIONS.stock.read,
      search: async (query, ctx, signal) => (await import('./serialLookup.ts')).searchItems(query, ctx, signal),
    },
  ],
  commands: [
    {
      id: 'inventory.findSerial',
      title: 'Find serial…',
      category: 'Inventory',
      keywords: ['serial', 'iccid', 'mac', 'device', 'item', 'stock'],
      permission: INVENTORY_PERMISSIONS.stock.read,
      page: {
        placeholder: 'Serial, ICCID, MAC, order number or subscriber',
        items: async (query, ctx) => (await import('./serialLookup.ts')).serialLookupItems(query, ctx),
        onSubmit: async (value, ctx) => (await import('./serialLookup.ts')).openTypedSerial(value, ctx),
      },
    },
    {
      id: 'inventory.createTransfer',
      title: 'Create transfer',
      category: 'Inventory',
      keywords: ['ship stock', 'move stock', 'between locations'],
      permission: INVENTORY_PERMISSIONS.transfer.create,
      run: ({ navigate }) => navigate(`${INVENTORY_PATHS.transfer}?new=1`),
    },
    {
      id: 'inventory.requestStock',
      title: 'Request stock',
      category: 'Inventory',
      keywords: ['requisition', 'requestion', 'ask for stock'],
      permission: INVENTORY_PERMISSIONS.requisition.create,
      run: ({ navigate }) => navigate(`${INVENTORY_PATHS.requisition}?new=1`),
    },
    {
      id: 'inventory.receiveStock',
      title: 'Receive stock',
      category: 'Inventory',
      keywords: ['csv', 'upload', 'serials', 'goods in'],
      permission: INVENTORY_PERMISSIONS.stock.create,
      run: ({ navigate }) => navigate(`${INVENTORY_PATHS.stock}?receive=1`),
    },
  ],
});
