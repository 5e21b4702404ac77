import { useEffect, useState } from 'react';
import type { OrderChoices } from '../engine/public/contract/order.ts';
import { useService } from '../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { orderChoicesCall } from './calls.ts';

const NO_CHOICES: OrderChoices = { services: [] };

/**
 * The tenant's services and their operations, for filters and search. Without them the service and
 * operation choices stay empty; the screen itself still works.
 */
export function useOrderChoices(): OrderChoices {
  const http = useService<HttpClient>(HttpClient);
  const [choices, setChoices] = useState<OrderChoices>(NO_CHOICES);
  useEffect(() => {
    const controller = new AbortController();
    http.call(orderChoicesCall, undefined, { signal: controller.signal }).then(
      ({ data }) => setChoices(data),
      () => undefined,
    );
    return () => controller.abort();
  }, [http]);
  return choices;
}
