import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { SERVICE_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import type { Service } from '../../engine/public/contract/service.ts';
import type { GridColumn, GridRowAction } from '../../../core/grid/gridTypes.ts';
import { enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { serviceCalls } from '../calls.ts';
import { NEW_SERVICE_PARAM, serviceStudioHref } from '../paths.ts';
import { cloneServiceValues, serviceForm } from '../serviceForm.ts';

const columns: readonly GridColumn<Service>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, hideable: false, width: 180 },
  { id: 'displayName', header: 'Display name', accessor: (row) => row.displayName, width: 200 },
  { id: 'category', header: 'Category', accessor: (row) => row.category, sortable: true, width: 130 },
  {
    id: 'operations',
    header: 'Operations',
    accessor: (row) => row.operations.map((operation) => operation.name).join(', '),
    searchable: false,
    width: 220,
  },
  enabledColumn((row) => row.status === 'ACTIVE', {
    id: 'status',
    on: { label: 'Active', value: 'ACTIVE' },
    off: { label: 'Inactive', value: 'INACTIVE' },
  }),
  updatedColumn(),
];

/** `/configure/services` (`mode=newService` opens the create form): the services orders are for. */
export default function ServicesPage() {
  const navigate = useNavigate();
  const rowActions = useMemo<GridRowAction<Service>[]>(
    () => [{ id: 'studio', label: 'Open in studio', run: (service) => navigate(serviceStudioHref(service.name)) }],
    [navigate],
  );
  return (
    <ResourcePage
      descriptor={SERVICE_RESOURCE}
      references={{ kind: 'service' }}
      calls={serviceCalls}
      gridId="services"
      label="Services"
      summary="What orders are for: each service's operations and the workflow, form, rules and translation each one uses."
      columns={columns}
      idOf={(row) => row.serviceId}
      labelOf={(row) => row.name}
      form={serviceForm}
      cloneValues={cloneServiceValues}
      createParam={NEW_SERVICE_PARAM}
      rowActions={rowActions}
      searchPlaceholder="Search name, display name or category"
    />
  );
}
