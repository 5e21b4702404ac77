import hotkeys from 'hotkeys-js';
import { EVERY_LAYER_KEY_SCOPE, SCREEN_KEY_SCOPE } from './keyScopeNames.ts';

/**
 * The key layers of the page. A modal (dialog, side panel, palette, shortcut help) opens a layer
 * while it is open; only the top layer's keys fire, plus those of every layer, so the keys of the
 * layers beneath are quiet by construction. The active layer is hotkeys-js's scope, which both the
 * keybinding service (hotkeys-js) and component keys (`useScopedHotkeys`) read.
 */
export interface KeyScopes {
  isActive(scope: string): boolean;
  /** Puts a layer with this scope on top until the returned function is called. */
  open(scope: string): () => void;
}

class HotkeysKeyScopes implements KeyScopes {
  private readonly layers: string[] = [];

  constructor() {
    this.apply();
  }

  isActive(scope: string): boolean {
    return scope === EVERY_LAYER_KEY_SCOPE || scope === hotkeys.getScope();
  }

  open(scope: string): () => void {
    this.layers.push(scope);
    this.apply();
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      // Layers may close out of order (a dialog under a palette): remove this one wherever it is.
      const index = this.layers.lastIndexOf(scope);
      if (index >= 0) this.layers.splice(index, 1);
      this.apply();
    };
  }

  private apply(): void {
    hotkeys.setScope(this.layers.at(-1) ?? SCREEN_KEY_SCOPE);
  }
}

/**
 * The page's key layers. hotkeys-js keeps one active scope per page, so there is one of these per
 * page too (not one per container): the keybinding service and the React hooks share it. Only
 * modals and component keys need it, so it loads with them, not with the first page.
 */
export const keyScopes: KeyScopes = new HotkeysKeyScopes();
