import { createContext, useContext, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer must be used inside a ContainerProvider');
  return container;
}

/** Resolves a service by its token: `const session = useService(SessionStore)`. */
export function useService<T>(token: ServiceIdentifier<T>): T {
  return useContainer().get<T>(token);
}
