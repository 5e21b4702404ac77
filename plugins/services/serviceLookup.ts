import { resourceLookup } from '../../core/resource/resourceLookup.ts';
import { serviceCalls } from './calls.ts';
import { serviceStudioHref } from './paths.ts';

/** "Open service…": the services the server finds for what was typed, each opening in the service studio. */
export const serviceLookupItems = resourceLookup(serviceCalls, (service) => ({
  id: service.serviceId,
  title: service.name,
  subtitle: `${service.displayName} · ${service.category} · ${
    service.operations.map((operation) => operation.name).join(', ') || 'no operations'
  }${service.status === 'ACTIVE' ? '' : ' · inactive'}`,
  href: serviceStudioHref(service.name),
}));
