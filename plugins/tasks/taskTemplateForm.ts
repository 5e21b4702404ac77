import {
  createTaskTemplateSchema,
  TASK_ERROR_CODES,
  taskTemplateSchema,
  type CreateTaskTemplate,
  type TaskTemplate,
} from '../engine/public/contract/taskTemplate.ts';
import { BACKOFF_KINDS, TASK_TYPES } from '../engine/public/contract/workflowDefinition.ts';
import { codeOptions } from '../resourceKit/public/web/resourceColumns.tsx';
import { textOf, type FormValues, type ResourceField } from '../resourceKit/public/web/resourceFields.ts';
import { resourceFormSpec, type FormFieldName } from '../resourceKit/public/web/resourceFormSpec.ts';

const ofType =
  (...types: string[]) =>
  (values: FormValues) =>
    types.includes(textOf(values.type));

/** An ASSIGN_STOCK template's field shown for some of its location rules. */
const ofStockRule =
  (...rules: string[]) =>
  (values: FormValues) =>
    textOf(values.type) === 'ASSIGN_STOCK' && rules.includes(textOf(values['config.locationRule']));

const MAX_MS = 30 * 86_400_000;

/** Each type's settings, shown only for that type. */
const CONFIG_FIELDS: ResourceField<`config.${string}`>[] = [
  {
    name: 'config.networkElement',
    label: 'Network element',
    kind: 'reference',
    refersTo: 'networkElement',
    hint: 'The network element the call goes to, by name (HLR).',
    visibleWhen: ofType('HTTP_CALL'),
  },
  {
    name: 'config.operation',
    label: 'Operation',
    kind: 'reference',
    refersTo: 'provisioningTemplate',
    within: (values) => textOf(values['config.networkElement']).trim() || null,
    hint: "The element's provisioning template for this operation (ADD_SUBSCRIBER).",
    visibleWhen: ofType('HTTP_CALL'),
  },
  {
    name: 'config.durationMs',
    label: 'Wait for (ms)',
    kind: 'number',
    min: 0,
    max: MAX_MS,
    hint: 'How long the order waits; or leave empty and give a time below.',
    visibleWhen: ofType('WAIT'),
  },
  {
    name: 'config.until',
    label: 'Wait until',
    kind: 'text',
    empty: 'omit',
    hint: 'JSONata giving an ISO time, e.g. order.activationDate.',
    visibleWhen: ofType('WAIT'),
  },
  {
    name: 'config.title',
    label: 'Worklist title',
    kind: 'text',
    hint: 'JSONata: "Site survey for " & order.address',
    visibleWhen: ofType('HUMAN'),
  },
  {
    name: 'config.form',
    label: 'Form',
    kind: 'reference',
    refersTo: 'form',
    empty: 'omit',
    visibleWhen: ofType('HUMAN'),
  },
  {
    name: 'config.group',
    label: 'Group',
    kind: 'reference',
    refersTo: 'role',
    empty: 'omit',
    hint: 'The role whose members see the item under "My groups".',
    visibleWhen: ofType('HUMAN'),
  },
  {
    name: 'config.dueInMs',
    label: 'Due in (ms)',
    kind: 'number',
    min: 60_000,
    max: MAX_MS,
    visibleWhen: ofType('HUMAN'),
  },
  {
    name: 'config.rule',
    label: 'Transformation rule',
    kind: 'reference',
    refersTo: 'transformationRule',
    empty: 'omit',
    hint: 'Configure › Rules: applied to the input, its output is the step’s. Empty: the input is.',
    visibleWhen: ofType('TRANSFORM'),
  },
  {
    name: 'config.alert',
    label: 'Notification',
    kind: 'reference',
    refersTo: 'notification',
    visibleWhen: ofType('NOTIFY'),
  },
  {
    name: 'config.model',
    label: 'Stock model',
    kind: 'reference',
    refersTo: 'deviceModel',
    hint: 'Inventory › Configuration: a device model’s name, or a type (ONT) for any model of it.',
    visibleWhen: ofType('ASSIGN_STOCK'),
  },
  {
    name: 'config.locationRule',
    label: 'Take stock from',
    kind: 'select',
    options: [
      { value: 'FIXED', label: 'A fixed location' },
      { value: 'ORDER_FIELD', label: 'The location the order names' },
      { value: 'SUBSCRIBER_REGION', label: 'A location in the subscriber’s region' },
    ],
    visibleWhen: ofType('ASSIGN_STOCK'),
  },
  {
    name: 'config.location',
    label: 'Location',
    kind: 'reference',
    refersTo: 'location',
    empty: 'omit',
    hint: 'Inventory › Locations: the location’s name (Harbour Road warehouse).',
    visibleWhen: ofStockRule('FIXED'),
  },
  {
    name: 'config.locationField',
    label: 'Order field',
    kind: 'text',
    empty: 'omit',
    hint: 'The payload field naming the location, or the subscriber’s region (region when empty).',
    visibleWhen: ofStockRule('ORDER_FIELD', 'SUBSCRIBER_REGION'),
  },
  {
    name: 'config.workflow',
    label: 'Workflow',
    kind: 'reference',
    refersTo: 'workflow',
    visibleWhen: ofType('SUB_WORKFLOW'),
  },
  {
    name: 'config.version',
    label: 'Version',
    kind: 'number',
    min: 1,
    hint: 'Empty for the latest published version.',
    visibleWhen: ofType('SUB_WORKFLOW'),
  },
  {
    name: 'config.outcome',
    label: 'Outcome',
    kind: 'select',
    options: codeOptions(['COMPLETED', 'FAILED']),
    visibleWhen: ofType('TERMINATE'),
  },
];

const MAPPING_HINT = 'Field name → JSONata over the order: { "msisdn": "order.msisdn" }';

export const TASK_TEMPLATE_FIELDS: readonly ResourceField<FormFieldName<TaskTemplate, CreateTaskTemplate>>[] = [
  {
    name: 'name',
    label: 'Name',
    kind: 'text',
    required: true,
    maxLength: 120,
    readOnlyOnEdit: true,
    hint: 'Workflows name their steps’ templates: a name never changes.',
  },
  { name: 'description', label: 'Description', kind: 'textarea', maxLength: 500 },
  { name: 'type', label: 'Type', kind: 'select', options: codeOptions(TASK_TYPES) },
  ...CONFIG_FIELDS,
  { name: 'inputMapping', label: 'Input mapping', kind: 'json', hint: MAPPING_HINT },
  { name: 'outputMapping', label: 'Output mapping', kind: 'json', hint: 'Field name → JSONata over the result.' },
  { name: 'timeoutMs', label: 'Timeout (ms)', kind: 'number', required: true, min: 1, max: MAX_MS },
  { name: 'retryPolicy.maxAttempts', label: 'Attempts', kind: 'number', required: true, min: 1, max: 100 },
  { name: 'retryPolicy.backoff', label: 'Backoff', kind: 'select', options: codeOptions(BACKOFF_KINDS) },
  { name: 'retryPolicy.delayMs', label: 'First delay (ms)', kind: 'number', required: true, min: 0, max: 86_400_000 },
  { name: 'retryPolicy.maxDelayMs', label: 'Longest delay (ms)', kind: 'number', required: true, min: 0 },
  { name: 'retryPolicy.jitter', label: 'Add jitter to delays', kind: 'checkbox' },
  { name: 'retryableErrors', label: 'Retry on', kind: 'checkboxes', options: codeOptions(TASK_ERROR_CODES) },
  { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
];

/**
 * A task template's side-panel form; a type's own settings (`config.*`) are read from its config, a
 * TERMINATE template ending COMPLETED unless it says otherwise.
 */
export const taskTemplateForm = resourceFormSpec({
  record: taskTemplateSchema,
  create: createTaskTemplateSchema,
  fields: TASK_TEMPLATE_FIELDS,
  defaults: { 'config.outcome': 'COMPLETED' },
});

/** A clone's values: the template's settings under a name of its own. */
export function cloneTaskTemplateValues(template: TaskTemplate): FormValues {
  return { ...taskTemplateForm.valuesOf(template), name: `${template.name} (copy)` };
}
