import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { ALWAYS_ALLOWED, type PermissionRequirement } from '../../core/contract/permissions.ts';
import { useService } from '../../core/di/ContainerContext.tsx';
import {
  definePlugin,
  type IconComponent,
  type RouteDefinition,
  type RouteLayout,
} from '../../core/plugin/manifest.ts';
import { SessionStore } from '../../core/session/SessionStore.ts';

export const TestIcon: IconComponent = ({ className }) => <svg className={className} aria-hidden="true" />;

function pageOf(component: ComponentType): RouteDefinition['load'] {
  return () => Promise.resolve({ default: component });
}

export function headingPage(text: string): RouteDefinition['load'] {
  return pageOf(() => <h1>{text}</h1>);
}

function route(
  id: string,
  path: string,
  title: string,
  permission: PermissionRequirement,
  layout: RouteLayout = 'main',
): RouteDefinition {
  return { id, path, title, permission, layout, load: headingPage(`${title} page`) };
}

const LoginPage = observer(function LoginPage() {
  const session = useService<SessionStore>(SessionStore);
  return (
    <button type="button" onClick={() => void session.login({ username: 'alice', password: 'secret' })}>
      Sign in
    </button>
  );
});

/** A small console: a few areas in several sections, a layout-free studio and a login screen. */
export const consolePlugin = definePlugin({
  id: 'console',
  routes: [
    route('dashboard', '/dashboard', 'Dashboard', 'dashboard:r'),
    { ...route('orders', '/monitor/order-listing', 'Orders', 'monitor:orders:r'), legacyLanding: ['/order-listing'] },
    { ...route('worklist', '/monitor/worklist', 'Worklist', 'monitor:worklist:r'), legacyLanding: ['/worklist'] },
    route('stock', '/inventory/stock', 'Stock', 'inventory:stock:r'),
    route('inventory-logs', '/inventory/logs', 'Logs', 'inventory:logs:r'),
    route('users', '/users', 'Users', 'users:r'),
    route('workflow-studio', '/configure/workflow', 'Workflow studio', 'workflow:r', 'none'),
    { ...route('login', '/login', 'Login', ALWAYS_ALLOWED, 'public'), load: pageOf(LoginPage) },
  ],
  nav: [
    { id: 'dashboard', section: 'dashboard', title: 'Dashboard', icon: TestIcon, routeId: 'dashboard' },
    { id: 'orders', section: 'monitor', title: 'Orders', icon: TestIcon, routeId: 'orders', keybinding: 'g o' },
    { id: 'worklist', section: 'monitor', title: 'Worklist', icon: TestIcon, routeId: 'worklist' },
    { id: 'stock', section: 'inventory', title: 'Stock', icon: TestIcon, routeId: 'stock' },
    { id: 'inventory-logs', section: 'inventory', title: 'Logs', icon: TestIcon, routeId: 'inventory-logs' },
    { id: 'users', section: 'users', title: 'Users', icon: TestIcon, routeId: 'users' },
  ],
  commands: [],
});

/** Read access to the dashboard and the monitor only. */
export const operatorPermissions = {
  dashboard: '0100',
  monitor: { orders: '0100', worklist: '0100' },
};
