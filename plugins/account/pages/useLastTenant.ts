import { useEffect, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { LastTenant } from '../../../core/session/lastTenant.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';

/** The signed-in user's tenant, or signed out the tenant last signed in to on this browser; null when none. */
export function useLastTenant(): string | null {
  const lastTenant = useService<LastTenant>(LastTenant);
  const session = useService<SessionStore>(SessionStore);
  const signedIn = session.user?.tenantId ?? null;
  const [remembered, setRemembered] = useState<string | null>(null);
  useEffect(() => {
    if (signedIn !== null) return;
    let current = true;
    void lastTenant.read().then((tenantId) => {
      if (current) setRemembered(tenantId);
    });
    return () => {
      current = false;
    };
  }, [lastTenant, signedIn]);
  return signedIn ?? remembered;
}
