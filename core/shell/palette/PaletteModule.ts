import { ContainerModule } from 'inversify';
import { MobxShortcutHelpController, ShortcutHelpController } from '../help/ShortcutHelpController.ts';
import { MobxPaletteController, PaletteController } from './PaletteController.ts';

/** Binds the palette's and the shortcut help's open state as singletons. */
export const PaletteModule = new ContainerModule((options) => {
  options.bind<PaletteController>(PaletteController).to(MobxPaletteController).inSingletonScope();
  options.bind<ShortcutHelpController>(ShortcutHelpController).to(MobxShortcutHelpController).inSingletonScope();
});
