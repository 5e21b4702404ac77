import { ContainerModule } from 'inversify';
import { DocumentThemeEngine } from './DocumentThemeEngine.ts';
import { ThemeEngine } from './ThemeEngine.ts';
import { SecureThemePreferenceStore, ThemePreferenceStore } from './ThemePreferenceStore.ts';

/** Binds the theme engine and its preference store (over the session's encrypted storage) as singletons. */
export const ThemeModule = new ContainerModule((options) => {
  options.bind<ThemePreferenceStore>(ThemePreferenceStore).to(SecureThemePreferenceStore).inSingletonScope();
  options.bind<ThemeEngine>(ThemeEngine).to(DocumentThemeEngine).inSingletonScope();
});
