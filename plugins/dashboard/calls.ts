import {
  DASHBOARD_PATHS,
  dashboardOrdersSchema,
  dashboardWorklistSchema,
  type DashboardOrders,
  type DashboardRange,
  type DashboardWorklist,
} from './contract.ts';
import { defineCall } from '../../core/http/callDefinition.ts';

export const dashboardOrdersCall = defineCall<{ range: DashboardRange; service?: string }, DashboardOrders>({
  method: 'GET',
  path: DASHBOARD_PATHS.orders,
  query: ({ range, service }) => ({ range, service }),
  responseSchema: dashboardOrdersSchema,
  notifyErrors: false,
});

export const dashboardWorklistCall = defineCall<void, DashboardWorklist>({
  method: 'GET',
  path: DASHBOARD_PATHS.worklist,
  responseSchema: dashboardWorklistSchema,
  notifyErrors: false,
});
