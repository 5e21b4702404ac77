import { ContainerModule } from 'inversify';
import { ConfigurationLogsStore, HttpConfigurationLogsStore } from './store.ts';

export const configurationLogsModule = new ContainerModule((options) => {
  options.bind<ConfigurationLogsStore>(ConfigurationLogsStore).to(HttpConfigurationLogsStore).inSingletonScope();
});
