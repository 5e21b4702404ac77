import type { UserInfo } from '../../../core/contract/auth.ts';
import { adminUser, renderWorkspace, type FakeHttpClient } from '../../../tests/renderWorkspace.tsx';
import type { ReportResult, SavedReport } from '../contract.ts';
import reportsPlugin from '../index.ts';

/** The reports screen in a whole workspace, over fake answers: the figures and the saved reports given. */

export const VOLUME: ReportResult = {
  report: 'orderVolume',
  from: '2026-10-27T10:00:00.000Z',
  to: '2026-11-26T10:00:00.000Z',
  rows: [
    { period: '2026-11-24', service: 'mobile-postpaid', operation: 'ADD', state: 'COMPLETED', orders: 12 },
    { period: '2026-11-25', service: 'fibre-broadband', operation: 'ADD', state: 'FAILED', orders: 3 },
  ],
};

export const TEAM_SLA: SavedReport = {
  savedReportId: '7b0c6a3e-2f55-4a43-9d0e-3c1b7f3f0a11',
  name: 'Team SLA',
  report: 'orderVolume',
  filters: { range: '7d' },
  shared: true,
  own: true,
  ownerName: 'Ada Administrator',
  schedule: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 1,
};

export const savedHref = (saved: SavedReport) =>
  `/reports?report=${saved.report}&range=7d&saved=${saved.savedReportId}`;

export function renderReports(
  options: {
    path?: string;
    user?: UserInfo;
    saved?: SavedReport[];
    http?: (http: FakeHttpClient, saved: SavedReport[]) => void;
  } = {},
) {
  const saved = options.saved ?? [TEAM_SLA];
  return renderWorkspace({
    plugins: [reportsPlugin],
    path: options.path ?? '/reports',
    user: options.user ?? adminUser(),
    http: (http) => {
      http
        .respond('GET', '/service/report/orderVolume', () => VOLUME)
        .respond('GET', '/service/report/saved', () => saved)
        .respond('GET', /^\/service\/report\/saved\/[^/]+\/runs$/, () => []);
      options.http?.(http, saved);
    },
  });
}
