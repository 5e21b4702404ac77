import { createContext, useContext, type ReactNode } from 'react';
import { SCREEN_KEY_SCOPE } from './keyScopeNames.ts';

const KeyScopeContext = createContext<string>(SCREEN_KEY_SCOPE);

/** Gives the components inside a modal the modal's key layer (from `useModalKeyScope`). */
export function KeyScope({ scope, children }: { scope: string; children: ReactNode }) {
  return <KeyScopeContext.Provider value={scope}>{children}</KeyScopeContext.Provider>;
}

/** The key layer of the nearest `KeyScope`: the screen's outside any modal. */
export function useKeyScope(): string {
  return useContext(KeyScopeContext);
}
