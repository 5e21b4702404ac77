import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { resourceFormSpec } from '../../resourceKit/public/web/resourceFormSpec.ts';
import {
  createDependencyRuleSchema,
  createSmsTemplateSchema,
  createTransformationRuleSchema,
  createTranslationTableSchema,
  createValidationRuleSchema,
  DEPENDENCY_ACTIONS,
  dependencyRuleSchema,
  smsTemplateSchema,
  transformationRuleSchema,
  translationTableSchema,
  validationRuleSchema,
  type DependencyRule,
  type SmsTemplate,
  type TransformationRule,
  type TranslationTable,
  type ValidationRule,
} from '../contract.ts';
import { smsSegments } from '../smsSegments.ts';
import { entriesOf, entriesText } from '../translationEntries.ts';
import { ConditionInput } from './ConditionInput.tsx';
import { EntriesInput } from './EntriesInput.tsx';
import { MappingsInput } from './MappingsInput.tsx';
import { SmsTextInput } from './SmsTextInput.tsx';

/** A name and a description: every kind starts with them; the name is fixed once created. */
const NAMED = [
  {
    name: 'name',
    label: 'Name',
    kind: 'text',
    required: true,
    maxLength: 80,
    readOnlyOnEdit: true,
    hint: 'Letters, digits, spaces, _, . and -; fixed once created.',
  },
  { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
] as const;

const nameColumn = <Row extends { name: string }>(): GridColumn<Row> => ({
  id: 'name',
  header: 'Name',
  accessor: (row) => row.name,
  sortable: true,
  hideable: false,
  width: 220,
});
const scope = (service: string | null, operations: readonly string[]) =>
  service ? `${service}${operations.length > 0 ? ` ${operations.join(', ')}` : ''}` : 'Where an operation names it';

export const validationColumns: readonly GridColumn<ValidationRule>[] = [
  nameColumn(),
  { id: 'scope', header: 'Applies to', accessor: (row) => scope(row.service, row.operations), width: 240 },
  { id: 'condition', header: 'Condition', accessor: (row) => row.condition, width: 280 },
  { id: 'message', header: 'Message', accessor: (row) => row.message, width: 280 },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

export const validationForm = resourceFormSpec({
  record: validationRuleSchema,
  create: createValidationRuleSchema,
  fields: [
    ...NAMED,
    {
      name: 'service',
      label: 'Service',
      kind: 'reference',
      refersTo: 'service',
      empty: 'null',
      maxLength: 80,
      hint: 'Every order of this service passes it; empty: only where an operation names the rule.',
    },
    {
      name: 'operations',
      label: 'Operations',
      kind: 'list',
      upperCase: true,
      hint: 'Of that service, separated by commas; empty: all.',
    },
    {
      name: 'condition',
      label: 'Condition',
      kind: 'custom',
      input: ConditionInput,
      parse: (value) => value.trim(),
      check: (value) => (value.trim() ? undefined : 'Write the condition an order must pass.'),
      hint: 'JSONata over the payload that must be true; $service, $operation and $subscriberKey are bound.',
    },
    { name: 'message', label: 'Message', kind: 'text', required: true, maxLength: 300 },
    {
      name: 'field',
      label: 'Field',
      kind: 'text',
      empty: 'null',
      maxLength: 100,
      hint: 'The payload field the message is shown on.',
    },
  ],
});

const DEPENDENCY_ACTION_LABELS: Record<DependencyRule['action'], string> = {
  REFUSE: 'Refuse the order',
  WAIT: 'Hold it until that ends',
};
const DEPENDENCY_ACTION_OPTIONS = DEPENDENCY_ACTIONS.map((value) => ({
  value,
  label: DEPENDENCY_ACTION_LABELS[value],
}));

export const dependencyColumns: readonly GridColumn<DependencyRule>[] = [
  nameColumn(),
  { id: 'scope', header: 'Orders of', accessor: (row) => scope(row.service, row.operations), width: 240 },
  {
    id: 'blocking',
    header: 'While open',
    accessor: (row) => (row.blockingService ? scope(row.blockingService, row.blockingOperations) : 'Any order'),
    width: 240,
  },
  { id: 'action', header: 'Then', accessor: (row) => DEPENDENCY_ACTION_LABELS[row.action], width: 160 },
  { id: 'message', header: 'Message', accessor: (row) => row.message, width: 300 },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

export const dependencyForm = resourceFormSpec({
  record: dependencyRuleSchema,
  create: createDependencyRuleSchema,
  fields: [
    ...NAMED,
    { name: 'service', label: 'Service', kind: 'reference', refersTo: 'service', required: true, maxLength: 80 },
    {
      name: 'operations',
      label: 'Operations',
      kind: 'list',
      upperCase: true,
      hint: 'Separated by commas; empty: all.',
    },
    {
      name: 'blockingService',
      label: 'While an order of',
      kind: 'reference',
      refersTo: 'service',
      empty: 'null',
      maxLength: 80,
      hint: 'A service; empty: any order on the same subscriber key.',
    },
    {
      name: 'blockingOperations',
      label: 'with the operations',
      kind: 'list',
      upperCase: true,
      hint: 'Separated by commas; empty: all.',
    },
    { name: 'action', label: 'is open', kind: 'select', options: DEPENDENCY_ACTION_OPTIONS },
    {
      name: 'message',
      label: 'Message',
      kind: 'text',
      required: true,
      maxLength: 300,
      hint: 'Why the order is refused, or what it waits for.',
    },
  ],
});

export const transformationColumns: readonly GridColumn<TransformationRule>[] = [
  nameColumn(),
  { id: 'description', header: 'Description', accessor: (row) => row.description, width: 300 },
  { id: 'targets', header: 'Fields made', accessor: (row) => Object.keys(row.mappings).join(', '), width: 300 },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

export const transformationForm = resourceFormSpec({
  record: transformationRuleSchema,
  create: createTransformationRuleSchema,
  fields: [
    ...NAMED,
    {
      name: 'mappings',
      label: 'Mappings',
      kind: 'custom',
      input: MappingsInput,
      parse: (value) => (value.trim() ? (JSON.parse(value) as unknown) : {}),
      check: (value) => {
        const read = entriesOfJson(value);
        return read === null ? 'The mappings are a JSON object: { "field": "JSONata" }.' : undefined;
      },
      hint: 'A JSON object: each target field and the JSONata that makes it from the input.',
    },
    { name: 'sampleInput', label: 'Sample input', kind: 'json' },
  ],
  defaults: { mappings: '{\n  \n}', sampleInput: '{\n  \n}' },
});

/** The mappings' JSON as an object of strings, or null. */
function entriesOfJson(value: string): Record<string, string> | null {
  if (value.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return Object.values(parsed).every((item) => typeof item === 'string') ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}

export const translationColumns: readonly GridColumn<TranslationTable>[] = [
  nameColumn(),
  { id: 'description', header: 'Description', accessor: (row) => row.description, width: 320 },
  {
    id: 'entries',
    header: 'Entries',
    accessor: (row) => row.entries.length,
    searchable: false,
    align: 'end',
    width: 100,
  },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

export const translationForm = resourceFormSpec({
  record: translationTableSchema,
  create: createTranslationTableSchema,
  fields: [
    ...NAMED,
    {
      name: 'entries',
      label: 'Entries',
      kind: 'custom',
      input: EntriesInput,
      parse: (value) => entriesOf(value),
      check: (value) => {
        const read = entriesOf(value);
        return typeof read === 'string' ? read : undefined;
      },
      format: entriesText,
      hint: 'One per line: the value, a comma, what it becomes.',
    },
  ],
});

export const smsColumns: readonly GridColumn<SmsTemplate>[] = [
  nameColumn(),
  { id: 'text', header: 'Text', accessor: (row) => row.text, width: 420 },
  {
    id: 'segments',
    header: 'Segments',
    accessor: (row) => smsSegments(row.text).segments,
    searchable: false,
    align: 'end',
    width: 110,
  },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

export const smsForm = resourceFormSpec({
  record: smsTemplateSchema,
  create: createSmsTemplateSchema,
  fields: [
    ...NAMED,
    {
      name: 'text',
      label: 'Text',
      kind: 'custom',
      input: SmsTextInput,
      parse: (value) => value,
      check: (value) => (value.trim() ? undefined : 'Write the message.'),
    },
  ],
});
