import type { PartnerAccount } from '../../core/contract/auth.ts';
import { codeOptions } from '../../core/resource/resourceColumns.tsx';
import type { FormBody, ResourceField } from '../../core/resource/resourceFields.ts';
import { resourceFormSpec, type FormFieldName } from '../../core/resource/resourceFormSpec.ts';
import type { ResourceFormSpec } from '../../core/resource/ResourceForm.tsx';
import { CapacitiesInput } from './components/CapacitiesInput.tsx';
import { createLocationSchema, LOCATION_TYPES, locationSchema, type Location } from './contract.ts';

export interface CapacityRow {
  modelId: string;
  capacity: number;
}

/** The capacity rows of the field's text (JSON of the rows); none when it is not that. */
export function capacityRowsOf(text: string): CapacityRow[] {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (row): row is CapacityRow =>
        typeof row === 'object' && row !== null && typeof (row as CapacityRow).modelId === 'string',
    );
  } catch {
    return [];
  }
}

/** A capacity that is not a whole number of at least 0, named; nothing when all are. */
export function capacityProblem(text: string): string | undefined {
  const rows = capacityRowsOf(text);
  if (rows.some((row) => !Number.isInteger(row.capacity) || row.capacity < 0)) {
    return 'A capacity is a whole number of at least 0.';
  }
  const models = rows.map((row) => row.modelId);
  if (new Set(models).size !== models.length) return 'Each model has one capacity.';
  return undefined;
}

const TOP_LEVEL = '';
const TENANT_OWN = '';

/**
 * The partner accounts a location may belong to: the tenant's own first, then the accounts the user sees by
 * name and number; the location's present account stays offered by its id when the user does not see it.
 */
function accountOptions(accounts: readonly PartnerAccount[], present: string | null) {
  const options = [
    { value: TENANT_OWN, label: 'The tenant’s own' },
    ...accounts.map((account) => ({
      value: account.accountId,
      label: `${account.accountName} (${account.accountNumber})`,
    })),
  ];
  return present && !accounts.some((account) => account.accountId === present)
    ? [...options, { value: present, label: present }]
    : options;
}

/**
 * A location's side-panel form: the parent is chosen among the other locations (never itself), the partner
 * account among the accounts the user sees (or none, the tenant's own), an empty region is none, and
 * capacities are rows of a model and a number.
 */
export function locationForm(
  locations: readonly Location[],
  editingId: string | null,
  accounts: readonly PartnerAccount[] = [],
): ResourceFormSpec<Location> {
  const presentAccount = locations.find((location) => location.locationId === editingId)?.accountId ?? null;
  const fields: readonly ResourceField<FormFieldName<Location>>[] = [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 80 },
    { name: 'type', label: 'Type', kind: 'select', options: codeOptions(LOCATION_TYPES) },
    {
      name: 'parentId',
      label: 'Inside',
      kind: 'select',
      options: [
        { value: TOP_LEVEL, label: '— top level —' },
        ...locations
          .filter((location) => location.locationId !== editingId)
          .map((location) => ({ value: location.locationId, label: `${location.name} (${location.type})` })),
      ],
    },
    {
      name: 'accountId',
      label: 'Partner account',
      kind: 'select',
      options: accountOptions(accounts, presentAccount),
      hint: 'A partner sees only its account’s locations.',
    },
    { name: 'region', label: 'Region', kind: 'text', maxLength: 80, empty: 'null' },
    { name: 'address', label: 'Address', kind: 'textarea', maxLength: 300 },
    {
      name: 'capacities',
      label: 'Capacity per model',
      kind: 'custom',
      input: CapacitiesInput,
      parse: (text) => capacityRowsOf(text),
      check: capacityProblem,
      format: (stored: readonly CapacityRow[]) =>
        JSON.stringify(stored.map(({ modelId, capacity }) => ({ modelId, capacity }))),
    },
    { name: 'active', label: 'Active', kind: 'checkbox' },
  ];
  return resourceFormSpec({
    record: locationSchema,
    create: createLocationSchema,
    fields,
    defaults: { capacities: '[]' },
    bodyOf: (body: FormBody) => ({
      ...body,
      parentId: body.parentId === TOP_LEVEL ? null : body.parentId,
      ...('accountId' in body ? { accountId: body.accountId === TENANT_OWN ? null : body.accountId } : {}),
    }),
  });
}

/** A partner account's name among the accounts the user may see; its id when it is not one of them. */
export function accountName(accounts: readonly Pick<PartnerAccount, 'accountId' | 'accountName'>[], accountId: string) {
  return accounts.find((account) => account.accountId === accountId)?.accountName ?? accountId;
}
