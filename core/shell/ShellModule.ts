import { ContainerModule } from 'inversify';
import { SessionSidebarState, SidebarState } from './layout/SidebarState.ts';

/** Binds the shell's own state: the sidebar's mode, kept per user. Needs the session module. */
export const ShellModule = new ContainerModule((options) => {
  options.bind<SidebarState>(SidebarState).to(SessionSidebarState).inSingletonScope();
});
