import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { codeOptions, enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { TabList } from '../../../core/shell/controls/TabList.tsx';
import { deviceModelCalls, movementReasonCalls } from '../calls.ts';
import { deviceModelForm, movementReasonForm } from '../configurationForms.ts';
import {
  DEVICE_MODEL_RESOURCE,
  DEVICE_TYPES,
  MOVEMENT_REASON_RESOURCE,
  REASON_USES,
  type DeviceModel,
  type MovementReason,
} from '../contract.ts';
import * as css from '../inventory.css.ts';
import { REASON_USE_LABELS } from '../wording.ts';

const TAB_PARAM = 'tab';
const TABS = [
  { id: 'models', title: 'Device models' },
  { id: 'reasons', title: 'Movement reasons' },
] as const;

const modelColumns: readonly GridColumn<DeviceModel>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, hideable: false, width: 180 },
  {
    id: 'manufacturer',
    header: 'Manufacturer',
    accessor: (row) => row.manufacturer,
    filter: { kind: 'text' },
    width: 150,
  },
  {
    id: 'type',
    header: 'Type',
    accessor: (row) => row.type,
    filter: { kind: 'select', options: codeOptions(DEVICE_TYPES) },
    width: 110,
  },
  {
    id: 'attributes',
    header: 'Attributes',
    accessor: (row) => row.attributes.map((attribute) => `${attribute.name}: ${String(attribute.value)}`).join(', '),
    searchable: false,
    width: 220,
  },
  {
    id: 'lowStock',
    header: 'Low stock (warehouse · shop · van)',
    accessor: (row) => `${row.lowStock.WAREHOUSE} · ${row.lowStock.SHOP} · ${row.lowStock.VAN}`,
    searchable: false,
    width: 200,
  },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

const reasonColumns: readonly GridColumn<MovementReason>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, hideable: false, width: 180 },
  { id: 'description', header: 'Description', accessor: (row) => row.description, width: 240 },
  {
    id: 'appliesTo',
    header: 'Offered for',
    accessor: (row) => row.appliesTo.map((use) => REASON_USE_LABELS[use]).join(', '),
    filter: { kind: 'select', options: REASON_USES.map((use) => ({ value: use, label: REASON_USE_LABELS[use] })) },
    searchable: false,
    width: 220,
  },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

/**
 * `/inventory/configuration`: device models (manufacturer, type, typed attributes, low-stock threshold per
 * location type) and the movement reasons item actions offer, each a tab on the resource kit (`?tab=reasons`).
 */
export default function ConfigurationPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab = params.get(TAB_PARAM) === 'reasons' ? 'reasons' : 'models';
  const tabs = (
    <TabList
      label="Inventory configuration"
      idPrefix={id}
      tabs={TABS}
      selected={tab}
      onSelect={(next) => setParams({ [TAB_PARAM]: next })}
    />
  );
  const common = { heading: 'Inventory Configuration', tabs } as const;
  return (
    <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className={css.fill}>
      {tab === 'models' ? (
        <ResourcePage
          {...common}
          descriptor={DEVICE_MODEL_RESOURCE}
          calls={deviceModelCalls}
          gridId="inventory-models"
          label="Device models"
          summary="The kinds of device stock is made of: define a model before receiving items of it."
          columns={modelColumns}
          idOf={(row) => row.modelId}
          labelOf={(row) => row.name}
          form={deviceModelForm}
          references={{ kind: 'deviceModel' }}
          searchPlaceholder="Search name or manufacturer"
        />
      ) : (
        <ResourcePage
          {...common}
          descriptor={MOVEMENT_REASON_RESOURCE}
          calls={movementReasonCalls}
          gridId="inventory-reasons"
          label="Movement reasons"
          summary="The reasons an operator gives when marking an item faulty, retiring, moving it or recording a discrepancy."
          columns={reasonColumns}
          idOf={(row) => row.reasonId}
          labelOf={(row) => row.name}
          form={movementReasonForm}
          searchPlaceholder="Search name or description"
        />
      )}
    </div>
  );
}
