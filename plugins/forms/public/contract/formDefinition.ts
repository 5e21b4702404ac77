/**
 * A form template's shape (domain model): sections of fields, each with its key in the values, label,
 * type, validation, default and a visibility condition (JSONata over the form's values). Order entry,
 * worklist completion and Dev › Create Order render it with one renderer; the server checks what is
 * sent against the same definition.
 */
import { z } from 'zod';
import { MAX_EXPRESSION_LENGTH } from '../../../../core/contract/expressionCheck.ts';

export const FORM_FIELD_TYPES = [
  'text',
  'number',
  'select',
  'multiselect',
  'date',
  'checkbox',
  'textarea',
  'json',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FORM_FIELD_TYPE_LABELS: Readonly<Record<FormFieldType, string>> = {
  text: 'Text',
  number: 'Number',
  select: 'Select',
  multiselect: 'Multi-select',
  date: 'Date',
  checkbox: 'Checkbox',
  textarea: 'Text area',
  json: 'JSON',
};

/** Types whose choices come from `options`. */
export const CHOICE_TYPES: ReadonlySet<FormFieldType> = new Set(['select', 'multiselect']);
/** Types a `pattern` applies to. */
export const PATTERN_TYPES: ReadonlySet<FormFieldType> = new Set(['text', 'textarea']);
/** Types `min` and `max` apply to: a number's value, a text's length, how many choices are picked. */
export const BOUNDED_TYPES: ReadonlySet<FormFieldType> = new Set(['number', 'text', 'textarea', 'multiselect']);
/** Types laid out over the section's whole width. */
export const WIDE_TYPES: ReadonlySet<FormFieldType> = new Set(['textarea', 'json']);

export const MAX_FORM_SECTIONS = 20;
export const MAX_FORM_FIELDS = 200;
export const MAX_FIELD_OPTIONS = 200;
export const MAX_FORM_COLUMNS = 3;

export const FORM_FIELD_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,59}$/;

export const formOptionSchema = z.strictObject({
  value: z.string().trim().min(1, 'An option needs a value.').max(120, 'An option value has at most 120 characters.'),
  label: z.string().trim().max(120, 'An option label has at most 120 characters.').default(''),
});
export type FormOption = z.output<typeof formOptionSchema>;

export const formFieldSchema = z.strictObject({
  /** Where the value goes in the payload (`msisdn`). */
  key: z.string().regex(FORM_FIELD_KEY, 'A key starts with a letter or _: letters, digits and _, at most 60.'),
  label: z.string().trim().min(1, 'Give the field a label.').max(120, 'A label has at most 120 characters.'),
  type: z.enum(FORM_FIELD_TYPES),
  required: z.boolean().default(false),
  /** A line under the field. */
  help: z.string().trim().max(300, 'A help text has at most 300 characters.').default(''),
  /** A regular expression a text must match whole. */
  pattern: z.string().max(500, 'A pattern has at most 500 characters.').nullable().default(null),
  min: z.number().finite().nullable().default(null),
  max: z.number().finite().nullable().default(null),
  options: z.array(formOptionSchema).max(MAX_FIELD_OPTIONS).default([]),
  /** The value a new form starts with. */
  defaultValue: z.json().nullable().default(null),
  /** JSONata over the form's values: the field is shown (and checked) only while it is true. */
  visibleWhen: z.string().max(MAX_EXPRESSION_LENGTH).nullable().default(null),
});
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

export const formSectionSchema = z.strictObject({
  title: z.string().trim().max(120, 'A section title has at most 120 characters.').default(''),
  columns: z.number().int().min(1).max(MAX_FORM_COLUMNS).default(1),
  fields: z.array(formFieldSchema).max(MAX_FORM_FIELDS),
});
export type FormSection = z.output<typeof formSectionSchema>;

export const formDefinitionSchema = z.strictObject({
  sections: z.array(formSectionSchema).min(1, 'A form has at least one section.').max(MAX_FORM_SECTIONS),
});
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** Every field, section by section. */
export const formFields = (definition: FormDefinition): FormField[] =>
  definition.sections.flatMap((section) => section.fields);

/** A field as the designer adds it. */
export function newFormField(key: string, type: FormFieldType = 'text'): FormField {
  return formFieldSchema.parse({ key, label: key, type });
}

/** The form a renderer may fetch by name: what order entry, the worklist and Dev › Create Order show. */
export const renderableFormSchema = z.object({
  name: z.string(),
  description: z.string(),
  definition: formDefinitionSchema,
});
export type RenderableForm = z.infer<typeof renderableFormSchema>;

/** Where a renderer reads a form by name (`?name=`): any of the keys of the screens that enter one. */
export const FORM_RENDER_PATH = '/form/render';
export const FORM_RENDER_PERMISSION = ['forms:r', 'monitor:orders:c', 'monitor:worklist:r', 'devAccess'] as const;
