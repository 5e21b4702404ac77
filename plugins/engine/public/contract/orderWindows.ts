/** The windows order figures are counted over, ending now: the dashboard's and Monitor › Workflows'. */
export const ORDER_WINDOWS = ['24h', '7d', '30d', '90d'] as const;
export type OrderWindow = (typeof ORDER_WINDOWS)[number];

export const ORDER_WINDOW_HOURS: Readonly<Record<OrderWindow, number>> = {
  '24h': 24,
  '7d': 24 * 7,
  '30d': 24 * 30,
  '90d': 24 * 90,
};

export const ORDER_WINDOW_LABELS: Readonly<Record<OrderWindow, string>> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

/** The window a URL parameter names, or the screen's default. */
export function orderWindowOf(value: string | null, fallback: OrderWindow): OrderWindow {
  return ORDER_WINDOWS.find((window) => window === value) ?? fallback;
}
