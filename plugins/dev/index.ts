import { DEV_ACCESS } from '../../core/contract/permissions.ts';
import { definePlugin } from '../../core/plugin/manifest.ts';
import { DevIcon } from './icons.tsx';
import { DEV_ORDER_PATH, DEV_WORKFLOW_XML_PATH } from './paths.ts';

/** The developer area: orders entered by hand as a system would send them, and workflows as XML. */
export default definePlugin({
  id: 'dev',
  helpPages: [{ slug: 'dev', order: 120, load: () => import('./help/dev.md?raw') }],
  dependsOn: ['engine', 'forms', 'resourceKit'],
  routes: [
    {
      id: 'dev-order',
      path: DEV_ORDER_PATH,
      title: 'Create Order',
      permission: DEV_ACCESS,
      layout: 'main',
      load: () => import('./pages/DevOrderPage.tsx'),
    },
    {
      id: 'dev-workflow-xml',
      path: DEV_WORKFLOW_XML_PATH,
      title: 'Workflow Configuration (XML)',
      permission: DEV_ACCESS,
      layout: 'main',
      load: () => import('./pages/WorkflowXmlPage.tsx'),
    },
  ],
  nav: [
    { id: 'dev-order', section: 'dev', title: 'Create Order', icon: DevIcon, routeId: 'dev-order' },
    {
      id: 'dev-workflow-xml',
      section: 'dev',
      title: 'Workflow Configuration (XML)',
      icon: DevIcon,
      routeId: 'dev-workflow-xml',
    },
  ],
  commands: [
    {
      id: 'dev.createOrder',
      title: 'Create order (Dev)',
      category: 'Dev',
      keywords: ['submit order', 'test order', 'json'],
      permission: DEV_ACCESS,
      run: (ctx) => ctx.navigate(DEV_ORDER_PATH),
    },
  ],
});
