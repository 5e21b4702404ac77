import { ContainerModule } from 'inversify';
import { PermissionChecker } from '../registry/PermissionChecker.ts';
import { PermissionStore, SessionPermissionStore } from './PermissionStore.ts';

/**
 * Binds the permission store (the signed-in user's keys under the spec's rules) and gives the
 * registries it as their permission checker. Needs the session module's SessionStore.
 */
export const PermissionsModule = new ContainerModule((options) => {
  options.bind<PermissionStore>(PermissionStore).to(SessionPermissionStore).inSingletonScope();
  options.bind<PermissionChecker>(PermissionChecker).toService(PermissionStore);
});
