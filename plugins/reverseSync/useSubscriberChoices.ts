import { useEffect, useMemo, useState } from 'react';
import { useService } from '../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { usePermission } from '../../core/permissions/usePermission.ts';
import { resourceCalls } from '../resourceKit/public/web/resourceCalls.ts';
import { SessionStore } from '../../core/session/SessionStore.ts';
import { SERVICE_PERMISSIONS, SERVICE_RESOURCE } from '../engine/public/contract/enginePaths.ts';
import type { Service } from '../engine/public/contract/service.ts';
import type { SubscriberChoices } from './subscriberForm.ts';

const serviceCalls = resourceCalls<Service>(SERVICE_RESOURCE);
const SERVICES_LIMIT = 200;
const NO_ACCOUNTS: readonly never[] = [];

/**
 * What the subscriber form's filters offer: the tenant's services with their operations (when the user may
 * read services; else the fields take what is typed) and the partner accounts the user reaches.
 */
export function useSubscriberChoices(): SubscriberChoices {
  const http = useService<HttpClient>(HttpClient);
  const session = useService<SessionStore>(SessionStore);
  const mayReadServices = usePermission(SERVICE_PERMISSIONS.read);
  const [services, setServices] = useState<SubscriberChoices['services']>([]);
  const partnerAccounts = session.item('partnerInfo') ?? NO_ACCOUNTS;

  useEffect(() => {
    if (!mayReadServices) return;
    const controller = new AbortController();
    http
      .call(serviceCalls.list, { limit: SERVICES_LIMIT, sort: 'name', order: 'asc' }, { signal: controller.signal })
      .then(
        ({ data }) =>
          setServices(
            data.items.map((service) => ({
              name: service.name,
              label: service.displayName || service.name,
              operations: service.operations.map((operation) => operation.name),
            })),
          ),
        () => undefined,
      );
    return () => controller.abort();
  }, [http, mayReadServices]);

  const accounts = useMemo(
    () =>
      partnerAccounts.map((account) => ({
        value: account.accountId,
        label: `${account.accountName} (${account.accountNumber})`,
      })),
    [partnerAccounts],
  );
  return useMemo(() => ({ services, accounts }), [services, accounts]);
}
