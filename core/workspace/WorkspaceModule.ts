import { ContainerModule } from 'inversify';
import { CommandContextProvider } from '../registry/CommandContextProvider.ts';
import { LandingRoutes, ScreenPreload } from '../session/landing.ts';
import { NavigationService, ShellCommandContext } from './NavigationService.ts';
import { PartnerScope, SessionPartnerScope } from './PartnerScope.ts';
import { RegistryLandingRoutes } from './RegistryLandingRoutes.ts';
import { RegistryRoutePreloader, RoutePreloader } from './RoutePreloader.ts';
import { SessionTenantBranding, TenantBranding } from './TenantBranding.ts';

/**
 * Binds what the workspace adds to the core: the command context and navigation, the landing routes
 * the registry knows, the route preloader, the tenant branding and the partner scope. Needs the session, HTTP and registry
 * modules and a bound WorkspaceContainer.
 */
export const WorkspaceModule = new ContainerModule((options) => {
  options.bind(ShellCommandContext).toSelf().inSingletonScope();
  options.bind<NavigationService>(NavigationService).toService(ShellCommandContext);
  options.bind<CommandContextProvider>(CommandContextProvider).toService(ShellCommandContext);
  options.bind<TenantBranding>(TenantBranding).to(SessionTenantBranding).inSingletonScope();
  options.bind<PartnerScope>(PartnerScope).to(SessionPartnerScope).inSingletonScope();
  options.bind<LandingRoutes>(LandingRoutes).to(RegistryLandingRoutes).inSingletonScope();
  options.bind(RoutePreloader).to(RegistryRoutePreloader).inSingletonScope();
  options.bind<ScreenPreload>(ScreenPreload).toService(RoutePreloader);
});
