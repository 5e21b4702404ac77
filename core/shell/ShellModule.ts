import { ContainerModule } from 'inversify';
import { PermissionStore } from '../permissions/PermissionStore.ts';
import { CommandContextProvider } from '../registry/CommandContextProvider.ts';
import { LandingRoutes } from '../session/landing.ts';
import { RegistryLandingRoutes } from '../workspace/RegistryLandingRoutes.ts';
import { PermissionChecker } from '../registry/PermissionChecker.ts';
import { NavigationService, ShellCommandContext } from '../workspace/NavigationService.ts';
import { PartnerScope, SessionPartnerScope } from '../workspace/PartnerScope.ts';
import { SessionTenantBranding, TenantBranding } from '../workspace/TenantBranding.ts';
import { SessionSidebarState, SidebarState } from './layout/SidebarState.ts';

/**
 * Binds what the shell adds to the core: the registries' permission checker (the permission store)
 * and command context (navigation), the known landing routes, the tenant branding, the partner scope and the sidebar state.
 * Needs the session, theme, HTTP and palette modules and a bound WorkspaceContainer.
 */
export const ShellModule = new ContainerModule((options) => {
  options.bind<PermissionChecker>(PermissionChecker).toService(PermissionStore);
  options.bind(ShellCommandContext).toSelf().inSingletonScope();
  options.bind<NavigationService>(NavigationService).toService(ShellCommandContext);
  options.bind<CommandContextProvider>(CommandContextProvider).toService(ShellCommandContext);
  options.bind<TenantBranding>(TenantBranding).to(SessionTenantBranding).inSingletonScope();
  options.bind<PartnerScope>(PartnerScope).to(SessionPartnerScope).inSingletonScope();
  options.bind<SidebarState>(SidebarState).to(SessionSidebarState).inSingletonScope();
  options.bind<LandingRoutes>(LandingRoutes).to(RegistryLandingRoutes).inSingletonScope();
});
