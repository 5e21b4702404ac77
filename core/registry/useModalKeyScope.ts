import { useId, useLayoutEffect } from 'react';
import { keyScopes } from './keyScopes.ts';

/**
 * Opens a key layer while `open` holds: the keys of the layers beneath (global keys, the screen's
 * grid) are quiet until it closes. Returns the layer's scope, for keys of its own
 * (`useScopedHotkeys(keys, run, { scope })`, or `<KeyScope scope={…}>` around its content).
 */
export function useModalKeyScope(open = true): string {
  const scope = `layer${useId()}`;
  // A layout effect: the layer is on before the first key can reach the opened modal.
  useLayoutEffect(() => (open ? keyScopes.open(scope) : undefined), [open, scope]);
  return scope;
}
