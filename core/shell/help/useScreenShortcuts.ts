import { useEffect } from 'react';
import { useService } from '../../di/ContainerContext.tsx';
import { ShortcutHelpController, type ScreenShortcutGroup } from './ShortcutHelpController.ts';

/**
 * Lists a component's own keys in the shortcut help while it is mounted. Pass a stable group
 * (a module constant or a memoised value): a new object re-registers it.
 */
export function useScreenShortcuts(group: ScreenShortcutGroup): void {
  const help = useService<ShortcutHelpController>(ShortcutHelpController);
  useEffect(() => help.registerScreenShortcuts(group), [help, group]);
}
