import { lineIcon } from '../../core/shell/LineIcon.tsx';

/** Inventory › Dashboard: a box with a rising bar. */
export const InventoryDashboardIcon = lineIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M7 16v-3M12 16V8M17 16v-6" />
  </>,
);

/** Inventory › Stock: a stack of boxes. */
export const StockIcon = lineIcon(
  <>
    <path d="M4 8l8-4 8 4-8 4-8-4z" />
    <path d="M4 12l8 4 8-4M4 16l8 4 8-4" />
  </>,
);

/** Inventory › Locations: a pin. */
export const LocationsIcon = lineIcon(
  <>
    <path d="M12 21s-6-6.2-6-11a6 6 0 0112 0c0 4.8-6 11-6 11z" />
    <circle cx="12" cy="10" r="2.2" />
  </>,
);

/** Inventory › Transfer: two opposite arrows. */
export const TransferIcon = lineIcon(
  <>
    <path d="M4 8h14M14 4l4 4-4 4" />
    <path d="M20 16H6M10 12l-4 4 4 4" />
  </>,
);

/** Inventory › Requisition: a clipboard. */
export const RequisitionIcon = lineIcon(
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4h6v3H9zM8.5 12h7M8.5 16h5" />
  </>,
);

/** Inventory › Configuration: a device with a gear tooth. */
export const InventoryConfigurationIcon = lineIcon(
  <>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M7 10h.01M7 14h4M15 10h2M15 14h2" />
  </>,
);

/** Inventory › Logs: lines of a ledger. */
export const InventoryLogsIcon = lineIcon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </>,
);
