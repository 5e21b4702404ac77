import { ContainerModule } from 'inversify';
import { HttpSettingsStore, SettingsStore } from './store.ts';

export const settingsModule = new ContainerModule((options) => {
  options.bind<SettingsStore>(SettingsStore).to(HttpSettingsStore).inSingletonScope();
});
