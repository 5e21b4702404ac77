import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { triggerCalls } from '../calls.ts';
import type { Trigger } from '../contract.ts';
import { TRIGGER_RESOURCE } from '../paths.ts';
import { triggerForm } from '../triggerForm.ts';

const columns: readonly GridColumn<Trigger>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, hideable: false, width: 200 },
  { id: 'endpoint', header: 'Endpoint', accessor: (row) => `POST ${row.endpoint}`, width: 280 },
  {
    id: 'auth',
    header: 'Authentication',
    accessor: (row) => (row.auth === 'API_KEY' ? 'API key' : 'HMAC'),
    filter: {
      kind: 'select',
      options: [
        { value: 'API_KEY', label: 'API key' },
        { value: 'HMAC', label: 'HMAC' },
      ],
    },
    width: 140,
  },
  {
    id: 'format',
    header: 'Format',
    accessor: (row) => (row.translation ? `${row.format} via ${row.translation}` : row.format),
    filter: {
      kind: 'select',
      options: [
        { value: 'JSON', label: 'JSON' },
        { value: 'XML', label: 'XML' },
      ],
    },
    width: 200,
  },
  { id: 'target', header: 'Makes', accessor: (row) => `${row.service} ${row.operation}`, width: 200 },
  enabledColumn((row) => row.enabled, { secretNeeded: (row) => !row.secretSet }),
  updatedColumn(),
];

/** `/configure/triggers`: the inbound endpoints that turn outside requests into orders. */
export default function TriggersPage() {
  return (
    <ResourcePage
      descriptor={TRIGGER_RESOURCE}
      references={{ kind: 'trigger' }}
      calls={triggerCalls}
      gridId="triggers"
      label="Triggers"
      summary="Endpoints outside systems call to create orders: how they authenticate, what they send, and the order it becomes."
      columns={columns}
      idOf={(row) => row.triggerId}
      labelOf={(row) => row.name}
      form={triggerForm}
      missingSecret={(trigger) => (trigger.secretSet ? null : { field: 'secret', label: 'Secret' })}
      searchPlaceholder="Search name, path or service"
    />
  );
}
