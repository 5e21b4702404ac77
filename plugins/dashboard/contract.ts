/**
 * The dashboard's figures as the engine answers them: tiles and time series of the tenant's orders
 * (within the caller's partner accounts) from the hourly rollups the engine keeps, and the worklist's
 * ageing. Each figure names what the order
 * listing would filter to show the same orders, so a chart opens the listing at them.
 */
import { z } from 'zod';
import { ORDER_STATES } from '../engine/public/contract/order.ts';
import { ORDER_WINDOW_HOURS, ORDER_WINDOWS, type OrderWindow } from '../engine/public/contract/orderWindows.ts';

export { DASHBOARD_PATHS, DASHBOARD_PERMISSIONS } from './paths.ts';

/** The window a dashboard shows, ending now; hours are the buckets up to a week, days beyond. */
export const DASHBOARD_RANGES = ORDER_WINDOW_HOURS;
export type DashboardRange = OrderWindow;
export const dashboardBucketOf = (range: DashboardRange): 'hour' | 'day' =>
  DASHBOARD_RANGES[range] <= 24 * 7 ? 'hour' : 'day';

export const dashboardOrdersQuerySchema = z.strictObject({
  range: z.enum(ORDER_WINDOWS).default('24h'),
  /** Only this service's orders (its name). */
  service: z.string().min(1).max(120).optional(),
});

const count = z.number().int();

export const dashboardOrdersSchema = z.object({
  range: z.string(),
  bucket: z.enum(['hour', 'day']),
  /**
   * The window, ISO times: `to` is now, `from` the range's hours before it, to the millisecond (as a report's
   * range), inside the first bucket.
   */
  from: z.string(),
  to: z.string(),
  tiles: z.object({
    /** Orders now in each unfinished state, whenever they were created. */
    running: count,
    waitingManual: count,
    paused: count,
    parked: count,
    pending: count,
    stalled: count,
    /** Orders created in the window, and what became of them so far. */
    created: count,
    completed: count,
    failed: count,
    cancelled: count,
    /** Of the orders created in the window that completed, failed or parked, the share that failed or parked (0–1). */
    failureRate: z.number(),
    /** Orders completed in the window (whenever created), per hour. */
    throughputPerHour: z.number(),
    /** How long orders completed in the window took, intake to end: the upper bound of the duration band it falls in. */
    durationP50Ms: z.number().nullable(),
    durationP95Ms: z.number().nullable(),
  }),
  /** One point per bucket: orders created then by their current state, and orders completed then. */
  series: z.array(
    z.object({
      at: z.string(),
      created: count,
      byState: z.record(z.enum(ORDER_STATES), count),
      completed: count,
    }),
  ),
  /** Orders of the window by service, most first. */
  services: z.array(z.object({ service: z.string(), created: count, failed: count })),
});
export type DashboardOrders = z.infer<typeof dashboardOrdersSchema>;

/** How long open worklist items have waited: the bands the ageing chart shows, youngest first. */
export const WORKLIST_AGE_BANDS = [
  { label: 'under 1 hour', maxHours: 1 },
  { label: '1–4 hours', maxHours: 4 },
  { label: '4–24 hours', maxHours: 24 },
  { label: '1–3 days', maxHours: 72 },
  { label: 'over 3 days', maxHours: null },
] as const;

/** Worklist items waiting (open or claimed) within the caller's partner accounts. */
export const dashboardWorklistSchema = z.object({
  open: count,
  claimed: count,
  unassigned: count,
  overdue: count,
  oldestCreatedAt: z.string().nullable(),
  ageing: z.array(z.object({ label: z.string(), count })),
  /** Items waiting (open or claimed) per group, most first; a null group is items for no group. */
  groups: z.array(z.object({ group: z.string().nullable(), waiting: count, overdue: count })),
});
export type DashboardWorklist = z.infer<typeof dashboardWorklistSchema>;
