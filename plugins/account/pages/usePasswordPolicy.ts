import { useEffect, useState } from 'react';
import type { PasswordPolicy } from '../../../core/contract/auth.ts';
import type { AccountApi } from '../accountApi.ts';

/**
 * The tenant's password policy: undefined while it loads (or with no tenant), null when it could not
 * be loaded. The server checks the policy again on save, so the form works either way.
 */
export function usePasswordPolicy(accounts: AccountApi, tenantId: string | null): PasswordPolicy | null | undefined {
  const [loaded, setLoaded] = useState<{ tenantId: string; policy: PasswordPolicy | null } | null>(null);
  useEffect(() => {
    if (tenantId === null) return;
    let current = true;
    accounts.passwordPolicy(tenantId).then(
      (policy) => {
        if (current) setLoaded({ tenantId, policy });
      },
      () => {
        if (current) setLoaded({ tenantId, policy: null });
      },
    );
    return () => {
      current = false;
    };
  }, [accounts, tenantId]);
  return tenantId !== null && loaded?.tenantId === tenantId ? loaded.policy : undefined;
}
