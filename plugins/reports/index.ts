import { definePlugin, type CommandContext } from '../../core/plugin/manifest.ts';
import { ReportsIcon } from './icons.tsx';
import { REPORT_IDS, REPORT_TITLES, REPORTS_PATH, REPORTS_PERMISSIONS } from './paths.ts';

/** Reports: the provider's operating figures over a range, as charts and tables, exported. */
export default definePlugin({
  id: 'reports',
  dependsOn: ['engine', 'inventory'],
  routes: [
    {
      id: 'reports',
      path: REPORTS_PATH,
      title: 'Reports',
      permission: REPORTS_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/ReportsPage.tsx'),
    },
  ],
  nav: [{ id: 'reports', section: 'reports', title: 'Reports', icon: ReportsIcon, routeId: 'reports' }],
  commands: [
    {
      id: 'reports.openSaved',
      title: 'Open report…',
      category: 'Reports',
      keywords: ['saved report', 'shared report', 'scheduled report'],
      permission: REPORTS_PERMISSIONS.read,
      page: {
        placeholder: 'Saved report name',
        items: async (query, ctx) => (await import('./savedReportLookup.ts')).savedReportItems(query, ctx),
      },
    },
    ...REPORT_IDS.map((report) => ({
      id: `reports.open.${report}`,
      title: `Report: ${REPORT_TITLES[report]}`,
      category: 'Reports',
      keywords: ['report', 'figures', 'export'],
      permission: REPORTS_PERMISSIONS.read,
      run: ({ navigate }: CommandContext) => navigate(`${REPORTS_PATH}?report=${report}`),
    })),
  ],
  helpPages: [{ slug: 'reports', order: 70, load: () => import('./help/reports.md?raw') }],
});
