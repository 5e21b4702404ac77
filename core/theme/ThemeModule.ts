import { ContainerModule } from 'inversify';
import { DocumentThemeEngine } from './DocumentThemeEngine.ts';
import { ThemeEngine } from './ThemeEngine.ts';
import { LocalThemePreferenceStore, ThemePreferenceStore } from './ThemePreferenceStore.ts';

/** Binds the theme engine and its preference store as singletons. */
export const ThemeModule = new ContainerModule((options) => {
  options.bind<ThemePreferenceStore>(ThemePreferenceStore).to(LocalThemePreferenceStore).inSingletonScope();
  options.bind<ThemeEngine>(ThemeEngine).to(DocumentThemeEngine).inSingletonScope();
});
