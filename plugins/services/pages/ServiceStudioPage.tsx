import { useSearchParams } from 'react-router-dom';
import { SERVICE_PERMISSIONS } from '../../engine/public/contract/enginePaths.ts';
import type { Service } from '../../engine/public/contract/service.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { useResourceChoices } from '../../resourceKit/public/web/useResourceChoices.ts';
import { EditorFailure, EditorPicker } from '../../../core/shell/editor/EditorPicker.tsx';
import { useOpenByName, type OpenByName } from '../../../core/shell/editor/useOpenByName.ts';
import * as frame from '../../engine/public/web/studio/studioFrame.css.ts';
import { serviceCalls } from '../calls.ts';
import { ServiceStudioEditor } from '../components/ServiceStudioEditor.tsx';
import { NEW_SERVICE_PARAM, SERVICE_STUDIO_PATH, SERVICES_PATH, serviceStudioHref } from '../paths.ts';

/** The services to open, when the studio was opened without one. */
function ServicePicker() {
  const services = useResourceChoices(serviceCalls.list, 'name');
  const mayCreate = usePermission(SERVICE_PERMISSIONS.create);
  return (
    <EditorPicker
      title="Service studio"
      intro="Open a service to see and change what each of its operations runs."
      label="Services"
      items={services.map((service) => ({
        key: service.serviceId,
        href: serviceStudioHref(service.name),
        title: `${service.displayName} (${service.name})`,
        meta: `${service.category} · ${service.operations.map((operation) => operation.name).join(', ') || 'no operations'}`,
        state:
          service.status === 'ACTIVE' ? { label: 'Active', tone: 'success' } : { label: 'Inactive', tone: 'neutral' },
        version: `Version ${service.version}`,
        changedAt: service.updatedAt,
        changedBy: service.updatedBy,
      }))}
      back={{ href: SERVICES_PATH, label: 'Configure › Services' }}
      create={
        mayCreate
          ? { href: `${SERVICES_PATH}?${NEW_SERVICE_PARAM.name}=${NEW_SERVICE_PARAM.value}`, label: 'Create service' }
          : undefined
      }
    />
  );
}

/** The service named, read whole. */
const openService: OpenByName<Service> = async (name, http, signal) => {
  const { data } = await http.call(serviceCalls.list, { q: name, limit: 50 }, { signal });
  const found = data.items.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`There is no service named "${name}".`);
  return (await http.call(serviceCalls.get, found.serviceId, { signal })).data;
};

/**
 * `/configure/service?serviceName=…`: the service studio, without the main layout; a reader gets the
 * same view read-only.
 */
export default function ServiceStudioPage() {
  const [params] = useSearchParams();
  const name = params.get('serviceName') ?? '';
  const mayEdit = usePermission(SERVICE_PERMISSIONS.update);
  const { opened: service, failure } = useOpenByName(name, openService, 'service');

  if (!name) return <ServicePicker />;
  if (failure) {
    return (
      <EditorFailure
        title="Service studio"
        message={failure}
        againHref={SERVICE_STUDIO_PATH}
        againLabel="Open another service"
      />
    );
  }
  if (!service) return <p className={frame.muted}>Loading...</p>;
  return <ServiceStudioEditor key={service.serviceId} service={service} editable={mayEdit} />;
}
