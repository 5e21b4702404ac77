import { codeOptions } from '../resourceKit/public/web/resourceColumns.tsx';
import type { ResourceField } from '../resourceKit/public/web/resourceFields.ts';
import { resourceFormSpec, type FormFieldName } from '../resourceKit/public/web/resourceFormSpec.ts';
import {
  createDeviceModelSchema,
  createMovementReasonSchema,
  DEVICE_TYPES,
  deviceModelSchema,
  LOCATION_TYPES,
  movementReasonSchema,
  REASON_USES,
  type DeviceModel,
  type MovementReason,
} from './contract.ts';
import { REASON_USE_LABELS } from './wording.ts';

const ATTRIBUTES_HINT =
  'A list of typed attributes: [{ "name": "Ports", "kind": "NUMBER", "value": 4 }] — kind TEXT, NUMBER or BOOLEAN.';

const MODEL_FIELDS: readonly ResourceField<FormFieldName<DeviceModel>>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 80, hint: 'The name a CSV receipt names.' },
  { name: 'manufacturer', label: 'Manufacturer', kind: 'text', required: true, maxLength: 80 },
  { name: 'type', label: 'Type', kind: 'select', options: codeOptions(DEVICE_TYPES) },
  { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
  { name: 'attributes', label: 'Attributes', kind: 'json', json: 'array', hint: ATTRIBUTES_HINT },
  ...LOCATION_TYPES.map((type): ResourceField<FormFieldName<DeviceModel>> => ({
    name: `lowStock.${type}`,
    label: `Low stock below (${type.toLowerCase()})`,
    kind: 'number',
    required: true,
    min: 0,
    max: 1_000_000,
    hint: type === 'WAREHOUSE' ? 'In stock at one location of this type; 0 never warns.' : undefined,
  })),
  { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
];

/** A device model's side-panel form: its type, typed attributes and low-stock threshold per location type. */
export const deviceModelForm = resourceFormSpec({
  record: deviceModelSchema,
  create: createDeviceModelSchema,
  fields: MODEL_FIELDS,
});

const REASON_FIELDS: readonly ResourceField<FormFieldName<MovementReason>>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 80 },
  { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
  {
    name: 'appliesTo',
    label: 'Offered for',
    kind: 'checkboxes',
    options: REASON_USES.map((use) => ({ value: use, label: REASON_USE_LABELS[use] })),
  },
  { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
];

/** A movement reason's side-panel form: which item actions offer it. */
export const movementReasonForm = resourceFormSpec({
  record: movementReasonSchema,
  create: createMovementReasonSchema,
  fields: REASON_FIELDS,
});
