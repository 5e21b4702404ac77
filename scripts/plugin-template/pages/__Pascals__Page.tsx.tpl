import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { resourceFormSpec } from '../../resourceKit/public/web/resourceFormSpec.ts';
import { __ids__Calls } from '../calls.ts';
import { __entity__Schema, create__Pascal__Schema, type __Pascal__ } from '../contract.ts';
import { __CONST___RESOURCE } from '../paths.ts';

const columns: readonly GridColumn<__Pascal__>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, hideable: false, width: 220 },
  { id: 'description', header: 'Description', accessor: (row) => row.description, width: 320 },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

/** The side panel's fields; a new __title__ starts from the create schema's defaults. */
const form = resourceFormSpec({
  record: __entity__Schema,
  create: create__Pascal__Schema,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 80 },
    { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
  ],
});

/** `__path__`: the tenant's __titles__. */
export default function __Pascals__Page() {
  return (
    <ResourcePage
      descriptor={__CONST___RESOURCE}
      calls={__ids__Calls}
      gridId="__id__"
      label="__Titles__"
      columns={columns}
      idOf={(row) => row.__entity__Id}
      labelOf={(row) => row.name}
      form={form}
      summary="The tenant's __titles__: create, edit, enable, disable and delete them."
      searchPlaceholder="Search name or description"
    />
  );
}
