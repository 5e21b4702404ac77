import { ContainerModule } from 'inversify';
import { MobxRolesStore, RolesStore } from './RolesStore.ts';

export const usersModule = new ContainerModule((options) => {
  options.bind<RolesStore>(RolesStore).to(MobxRolesStore).inSingletonScope();
});
