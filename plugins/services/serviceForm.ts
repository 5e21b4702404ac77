import {
  createServiceSchema,
  SERVICE_STATUSES,
  serviceSchema,
  type Service,
} from '../engine/public/contract/service.ts';
import { codeOptions } from '../resourceKit/public/web/resourceColumns.tsx';
import type { FormValues } from '../resourceKit/public/web/resourceFields.ts';
import { resourceFormSpec } from '../resourceKit/public/web/resourceFormSpec.ts';
import { ServiceOperationsInput } from './components/ServiceOperationsInput.tsx';
import { checkOperations, operationsValue, parseOperations } from './operationRows.ts';

export const serviceForm = resourceFormSpec({
  record: serviceSchema,
  create: createServiceSchema,
  fields: [
    {
      name: 'name',
      label: 'Name',
      kind: 'text',
      required: true,
      maxLength: 80,
      readOnlyOnEdit: true,
      hint: 'Orders and triggers name the service: letters, digits, _ and -, fixed once created.',
    },
    { name: 'displayName', label: 'Display name', kind: 'text', required: true, maxLength: 120 },
    { name: 'category', label: 'Category', kind: 'text', required: true, maxLength: 60, placeholder: 'Mobile' },
    { name: 'icon', label: 'Icon', kind: 'text', empty: 'null', placeholder: 'sim-card' },
    { name: 'status', label: 'Status', kind: 'select', options: codeOptions(SERVICE_STATUSES) },
    {
      name: 'operations',
      label: 'Operations',
      kind: 'custom',
      input: ServiceOperationsInput,
      parse: parseOperations,
      check: checkOperations,
      format: operationsValue,
    },
  ],
});

/** A clone's values: the service's operations under a name of its own. */
export function cloneServiceValues(service: Service): FormValues {
  return {
    ...serviceForm.valuesOf(service),
    name: `${service.name}-copy`,
    displayName: `${service.displayName} (copy)`,
  };
}
