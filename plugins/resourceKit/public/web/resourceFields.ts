import type { ComponentType } from 'react';

/**
 * What each kind of field holds while its form is open: a number field a number (null when empty, NaN
 * while what is typed is not a number: its control keeps the text and the check names it), a checkbox a
 * boolean, a list of checkboxes or a typed list the values, every other kind its text — JSON and custom
 * fields too, since the user may type something not yet valid.
 */
export interface FieldValueByKind {
  text: string;
  textarea: string;
  select: string;
  number: number | null;
  checkbox: boolean;
  checkboxes: readonly string[];
  list: readonly string[];
  json: string;
  custom: string;
  reference: string;
}

export type FieldKind = keyof FieldValueByKind;
export type FieldValue = FieldValueByKind[FieldKind];

/** A form's values by field name, each as its field's kind holds it (`FieldValueByKind`). */
export type FormValues = Readonly<Record<string, FieldValue>>;

/** What a resource form sends: the fields' values converted and nested by their dotted names. */
export type FormBody = Record<string, unknown>;

interface FieldBase<Name extends string> {
  /** The record's and the body's field; a dotted name (`retryPolicy.maxAttempts`) reads and sends a nested value. */
  name: Name;
  label: string;
  hint?: string;
  /** Shown, checked and sent only while this holds (an API key's header only for API key auth). */
  visibleWhen?: (values: FormValues) => boolean;
}

type Options = readonly { value: string; label: string }[];

/** What a text field may say of its text: bounds, what empty sends, case. */
interface TextOptions {
  required?: boolean;
  maxLength?: number;
  readOnlyOnEdit?: boolean;
  /** What an empty text sends: '' by default, null, or nothing (a secret left as it is). */
  empty?: 'null' | 'omit';
  /**
   * Sent while hidden too, as an empty text (by `empty`): a stored value does not outlive the choice
   * that hides it (a trigger's translation once its format is JSON).
   */
  clearWhenHidden?: boolean;
  /** What is typed is put in upper case (an operation's name). */
  upperCase?: boolean;
  placeholder?: string;
}

/**
 * A field of a resource form. Text fields may be required and bounded, and send their text trimmed (a
 * secret or code as typed); `readOnlyOnEdit` keeps a field that identifies the record (a username) fixed
 * once created.
 * A number field sends a number (nothing when left empty and optional); a JSON field sends what it
 * parses to, an object unless `json` says otherwise (empty, an empty one); a list of checkboxes sends
 * the values ticked, a `list` the items typed (comma-separated, or one per line with `lines`).
 */
export type ResourceField<Name extends string = string> =
  | (FieldBase<Name> &
      TextOptions & {
        kind: 'text' | 'textarea';
        /** Typed without being shown (a password, a token). */
        secret?: boolean;
        /** Code or a template: a monospaced textarea, not spell-checked. */
        code?: boolean;
      })
  | (FieldBase<Name> &
      TextOptions & {
        /** The name of another configuration item, picked among the kind's (`ReferencePicker`); sent as text. */
        kind: 'reference';
        /** The kind in the map of references (`form`). */
        refersTo: string;
        /** The kind's names are `<within>/<name>` for this value of the form (an element's provisioning templates). */
        within?: (values: FormValues) => string | null;
      })
  | (FieldBase<Name> & { kind: 'number'; required?: boolean; min?: number; max?: number; unit?: string })
  | (FieldBase<Name> & { kind: 'json'; required?: boolean; json?: 'object' | 'array' })
  | (FieldBase<Name> & { kind: 'checkbox' })
  | (FieldBase<Name> & { kind: 'select'; options: Options; readOnlyOnEdit?: boolean })
  | (FieldBase<Name> & { kind: 'checkboxes'; options: Options })
  | (FieldBase<Name> & {
      kind: 'list';
      /** One item per line in a textarea; else comma-separated in one line. */
      lines?: boolean;
      /** Items are put in upper case as typed (operation names). */
      upperCase?: boolean;
      code?: boolean;
    })
  | (FieldBase<Name> & {
      kind: 'custom';
      /** The field's control, editing the value as text (a list of rows as JSON, say). */
      input: ComponentType<CustomFieldInputProps>;
      /** What the value sends. */
      parse: (value: string) => unknown;
      /** The value's problem before sending, if any. */
      check?: (value: string) => string | undefined;
      /** The text of the record's value (its rows as the control edits them); a string as it is, else JSON by default. */
      format?: (stored: never) => string;
    });

/** What a custom field's control gets: its value, its change, and the ids tying it to its label and error. */
export interface CustomFieldInputProps {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  /** The whole form's values, for a control that shows something of another field (a test of a mapping on the sample). */
  values: FormValues;
  onChange: (value: string) => void;
}

/** The fields shown for these values. */
export function visibleFields<Field extends ResourceField>(fields: readonly Field[], values: FormValues): Field[] {
  return fields.filter((field) => !field.visibleWhen || field.visibleWhen(values));
}

/** A value as text: '' for what is not text. */
export function textOf(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** A value as a list: [] for what is not one. */
export function itemsOf(value: FieldValue | undefined): readonly string[] {
  return Array.isArray(value) ? (value as readonly string[]) : [];
}

/** A number field's value of what is typed: null when nothing is, NaN when it is not a number. */
export function numberOfText(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** A typed list's items: split at commas (or lines), trimmed, empty ones dropped. */
export function itemsOfText(field: { lines?: boolean; upperCase?: boolean }, text: string): string[] {
  return text
    .split(field.lines ? '\n' : ',')
    .map((item) => (field.upperCase ? item.trim().toUpperCase() : item.trim()))
    .filter((item) => item !== '');
}

/** The text a typed list shows for its items. */
export function textOfItems(field: { lines?: boolean }, items: readonly string[]): string {
  return items.join(field.lines ? '\n' : ', ');
}

/** A field's value before anything is typed or read: empty, unticked, a select's first option. */
export function blankValue(field: ResourceField): FieldValue {
  switch (field.kind) {
    case 'number':
      return null;
    case 'checkbox':
      return false;
    case 'checkboxes':
    case 'list':
      return [];
    case 'select':
      return field.options[0]?.value ?? '';
    default:
      return '';
  }
}

const isEmptyJson = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length === 0;

/**
 * A field's value of a stored one (the record's, or a default), converted by the field's kind: JSON
 * pretty-printed (an empty object or list as empty text), a custom field by its `format`; undefined
 * when there is none (null, missing, or not of the field's kind).
 */
export function fieldValueOf(field: ResourceField, stored: unknown): FieldValue | undefined {
  if (stored === undefined || stored === null) return undefined;
  switch (field.kind) {
    case 'number':
      return typeof stored === 'number' ? stored : undefined;
    case 'checkbox':
      return typeof stored === 'boolean' ? stored : undefined;
    case 'checkboxes':
    case 'list':
      return Array.isArray(stored) ? stored.map(String) : undefined;
    case 'json':
      return isEmptyJson(stored) ? '' : JSON.stringify(stored, null, 2);
    case 'custom':
      if (field.format) return field.format(stored as never);
      return typeof stored === 'string' ? stored : JSON.stringify(stored, null, 2);
    default:
      return typeof stored === 'string' || typeof stored === 'number' || typeof stored === 'boolean'
        ? String(stored)
        : undefined;
  }
}

/** The value at a dotted name of an object (`retryPolicy.maxAttempts`), or undefined. */
export function valueAt(source: unknown, name: string): unknown {
  let value = source;
  for (const part of name.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The form's values of a source (a record, or a create schema's defaults): each field's value at its
 * dotted name, converted by its kind; where the source has none, the `fallback`'s, else the field's blank.
 */
export function formValuesOf(
  fields: readonly ResourceField[],
  source: unknown,
  fallback: Partial<FormValues> = {},
): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    values[field.name] = fieldValueOf(field, valueAt(source, field.name)) ?? fallback[field.name] ?? blankValue(field);
  }
  return values;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'not JSON' };
  }
}

function checkField(field: ResourceField, raw: FieldValue | undefined): string | undefined {
  const label = field.label.toLowerCase();
  switch (field.kind) {
    case 'checkbox':
    case 'select':
    case 'checkboxes':
    case 'list':
      return undefined;
    case 'custom':
      return field.check?.(textOf(raw));
    case 'number': {
      if (raw === null || raw === undefined) return field.required ? `Enter ${label}.` : undefined;
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return `${field.label} is a number.`;
      if (field.min !== undefined && raw < field.min) return `${field.label} is at least ${field.min}.`;
      if (field.max !== undefined && raw > field.max) return `${field.label} is at most ${field.max}.`;
      return undefined;
    }
    case 'json': {
      const value = textOf(raw).trim();
      if (value === '') return field.required ? `Enter ${label}.` : undefined;
      const parsed = parseJson(value);
      if (!parsed.ok) return `${field.label} is not valid JSON: ${parsed.message}`;
      const expected = field.json ?? 'object';
      const isArray = Array.isArray(parsed.value);
      const isObject = typeof parsed.value === 'object' && parsed.value !== null && !isArray;
      if (expected === 'object' && !isObject) return `${field.label} is a JSON object: { … }.`;
      if (expected === 'array' && !isArray) return `${field.label} is a JSON list: [ … ].`;
      return undefined;
    }
    default: {
      const value = textOf(raw).trim();
      if (value === '') return field.required ? `Enter ${label}.` : undefined;
      if (field.maxLength !== undefined && value.length > field.maxLength) {
        return `${field.label} has at most ${field.maxLength} characters.`;
      }
      return undefined;
    }
  }
}

/** The errors the console finds before sending: a required field left empty, a bad number or JSON. */
export function checkFields(fields: readonly ResourceField[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of visibleFields(fields, values)) {
    const message = checkField(field, values[field.name]);
    if (message) errors[field.name] = message;
  }
  return errors;
}

function fieldValue(field: ResourceField, raw: FieldValue | undefined): { send: boolean; value?: unknown } {
  switch (field.kind) {
    case 'checkbox':
      return { send: true, value: raw === true };
    case 'checkboxes':
    case 'list':
      return { send: true, value: [...itemsOf(raw)] };
    case 'select':
      return { send: true, value: textOf(raw) };
    case 'custom':
      return { send: true, value: field.parse(textOf(raw)) };
    case 'number':
      return typeof raw === 'number' && Number.isFinite(raw) ? { send: true, value: raw } : { send: false };
    case 'json': {
      const text = textOf(raw).trim();
      if (text === '') return { send: true, value: field.json === 'array' ? [] : {} };
      const parsed = parseJson(text);
      return parsed.ok ? { send: true, value: parsed.value } : { send: false };
    }
    default: {
      const text = field.kind !== 'reference' && (field.secret || field.code) ? textOf(raw) : textOf(raw).trim();
      if (text.trim() !== '' || field.empty === undefined) return { send: true, value: text };
      return field.empty === 'null' ? { send: true, value: null } : { send: false };
    }
  }
}

function setPath(target: FormBody, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = target[head];
  const nested: FormBody = typeof child === 'object' && child !== null ? (child as FormBody) : {};
  target[head] = nested;
  setPath(nested, rest, value);
}

/**
 * The body a form's values send: each shown field converted and placed at its dotted name; a hidden
 * text field that `clearWhenHidden` sends its empty text.
 */
export function formBody(fields: readonly ResourceField[], values: FormValues): FormBody {
  const body: FormBody = {};
  const shown = new Set(visibleFields(fields, values));
  for (const field of fields) {
    const cleared =
      !shown.has(field) &&
      (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'reference') &&
      field.clearWhenHidden;
    if (!shown.has(field) && !cleared) continue;
    const { send, value } = fieldValue(field, cleared ? '' : values[field.name]);
    if (send) setPath(body, field.name.split('.'), value);
  }
  return body;
}

/** True when two values are the same: lists item by item, NaN the same as NaN. */
export function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const left = a as readonly string[];
    const right = b as readonly string[];
    return left.length === right.length && left.every((item, index) => item === right[index]);
  }
  return Object.is(a, b);
}

/** True when the two forms hold the same values. */
export function sameValues(a: FormValues, b: FormValues): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => sameValue(a[name], b[name]));
}

/** The top-level fields of `body` that differ from `initial`'s: what an update sends. */
export function changedFields(body: FormBody, initial: FormBody): FormBody {
  return Object.fromEntries(
    Object.entries(body).filter(([name, value]) => JSON.stringify(initial[name]) !== JSON.stringify(value)),
  );
}

/** The fields naming other configuration items, by field name: the kind each names (`{ 'config.form': 'form' }`). */
export function referencesOf(fields: readonly ResourceField[]): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => (field.kind === 'reference' ? [[field.name, field.refersTo]] : [])),
  );
}
