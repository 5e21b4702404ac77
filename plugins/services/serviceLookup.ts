import { resourceLookup, resourceSearch, type LookupItem } from '../resourceKit/public/web/resourceLookup.ts';
import type { Service } from '../engine/public/contract/service.ts';
import { serviceCalls } from './calls.ts';
import { serviceStudioHref } from './paths.ts';

function serviceItem(service: Service): LookupItem {
  return {
    id: service.serviceId,
    title: service.name,
    subtitle: `${service.displayName} · ${service.category} · ${
      service.operations.map((operation) => operation.name).join(', ') || 'no operations'
    }${service.status === 'ACTIVE' ? '' : ' · inactive'}`,
    href: serviceStudioHref(service.name),
  };
}

/** "Open service…": the services the server finds for what was typed, each opening in the service studio. */
export const serviceLookupItems = resourceLookup(serviceCalls, serviceItem);

/** The palette's top level: services by name, display name or category, each opening in the service studio. */
export const searchServices = resourceSearch(serviceCalls, serviceItem);
