import { ContainerModule } from 'inversify';
import { SettingsSection } from '../settings/public/web/settingsSections.ts';
import { COPY_GRANTS_SECTION } from './paths.ts';

/** Transfer's part of the Settings page: which tenants may copy into this one (`CopyGrantsSection`). */
export const transferModule = new ContainerModule((options) => {
  options.bind<SettingsSection>(SettingsSection).toConstantValue({
    id: COPY_GRANTS_SECTION,
    order: 100,
    load: () => import('./components/CopyGrantsSection.tsx'),
  });
});
