import type { ComponentType } from 'react';

/** A form's values by field name: text, number, JSON and list fields hold strings, checkboxes booleans. */
export type FormValues = Record<string, string | boolean>;

/** What a resource form sends: the fields' values converted and nested by their dotted names. */
export type FormBody = Record<string, unknown>;

interface FieldBase {
  /** The body's field; a dotted name (`retryPolicy.maxAttempts`) sends a nested value. */
  name: string;
  label: string;
  hint?: string;
  /** Shown, checked and sent only while this holds (an API key's header only for API key auth). */
  visibleWhen?: (values: FormValues) => boolean;
}

/**
 * A field of a resource form. Text fields may be required and bounded; `readOnlyOnEdit` keeps a field
 * that identifies the record (a username) fixed once created.
 * A number field sends a number (nothing when left empty and optional); a JSON field sends what it
 * parses to, an object unless `json` says otherwise (empty, an empty one); a list of checkboxes sends the values ticked.
 */
export type ResourceField =
  | (FieldBase & {
      kind: 'text' | 'textarea';
      required?: boolean;
      maxLength?: number;
      readOnlyOnEdit?: boolean;
      /** What an empty text sends: '' by default, null, or nothing (a secret left as it is). */
      empty?: 'null' | 'omit';
      /** Typed without being shown (a password, a token). */
      secret?: boolean;
      /** Code or a template: a monospaced textarea, not spell-checked. */
      code?: boolean;
      placeholder?: string;
    })
  | (FieldBase & { kind: 'number'; required?: boolean; min?: number; max?: number; unit?: string })
  | (FieldBase & { kind: 'json'; required?: boolean; json?: 'object' | 'array' })
  | (FieldBase & { kind: 'checkbox' })
  | (FieldBase & { kind: 'select'; options: readonly { value: string; label: string }[]; readOnlyOnEdit?: boolean })
  | (FieldBase & { kind: 'checkboxes'; options: readonly { value: string; label: string }[] })
  | (FieldBase & {
      kind: 'custom';
      /** The field's control, editing the value as text (a list of rows as JSON, say). */
      input: ComponentType<CustomFieldInputProps>;
      /** What the value sends. */
      parse: (value: string) => unknown;
      /** The value's problem before sending, if any. */
      check?: (value: string) => string | undefined;
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
export function visibleFields(fields: readonly ResourceField[], values: FormValues): ResourceField[] {
  return fields.filter((field) => !field.visibleWhen || field.visibleWhen(values));
}

/** The values a list of checkboxes holds, as the form keeps them: comma-separated. */
export function listValues(value: string | boolean | undefined): string[] {
  return typeof value === 'string' && value !== '' ? value.split(',') : [];
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'not JSON' };
  }
}

function checkField(field: ResourceField, raw: string | boolean | undefined): string | undefined {
  if (field.kind === 'checkbox' || field.kind === 'select' || field.kind === 'checkboxes') return undefined;
  if (field.kind === 'custom') return field.check?.(String(raw ?? ''));
  const value = String(raw ?? '').trim();
  const label = field.label.toLowerCase();
  if (value === '') return field.required ? `Enter ${label}.` : undefined;
  if (field.kind === 'number') {
    const number = Number(value);
    if (!Number.isFinite(number)) return `${field.label} is a number.`;
    if (field.min !== undefined && number < field.min) return `${field.label} is at least ${field.min}.`;
    if (field.max !== undefined && number > field.max) return `${field.label} is at most ${field.max}.`;
    return undefined;
  }
  if (field.kind === 'json') {
    const parsed = parseJson(value);
    if (!parsed.ok) return `${field.label} is not valid JSON: ${parsed.message}`;
    const expected = field.json ?? 'object';
    const isArray = Array.isArray(parsed.value);
    const isObject = typeof parsed.value === 'object' && parsed.value !== null && !isArray;
    if (expected === 'object' && !isObject) return `${field.label} is a JSON object: { … }.`;
    if (expected === 'array' && !isArray) return `${field.label} is a JSON list: [ … ].`;
    return undefined;
  }
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return `${field.label} has at most ${field.maxLength} characters.`;
  }
  return undefined;
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

function fieldValue(field: ResourceField, raw: string | boolean | undefined): { send: boolean; value?: unknown } {
  switch (field.kind) {
    case 'checkbox':
      return { send: true, value: raw === true };
    case 'checkboxes':
      return { send: true, value: listValues(raw) };
    case 'select':
      return { send: true, value: String(raw ?? '') };
    case 'custom':
      return { send: true, value: field.parse(String(raw ?? '')) };
    case 'number': {
      const text = String(raw ?? '').trim();
      return text === '' ? { send: false } : { send: true, value: Number(text) };
    }
    case 'json': {
      const text = String(raw ?? '').trim();
      if (text === '') return { send: true, value: field.json === 'array' ? [] : {} };
      const parsed = parseJson(text);
      return parsed.ok ? { send: true, value: parsed.value } : { send: false };
    }
    default: {
      const text = String(raw ?? '');
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

/** The body a form's values send: each shown field converted and placed at its dotted name. */
export function formBody(fields: readonly ResourceField[], values: FormValues): FormBody {
  const body: FormBody = {};
  for (const field of visibleFields(fields, values)) {
    const { send, value } = fieldValue(field, values[field.name]);
    if (send) setPath(body, field.name.split('.'), value);
  }
  return body;
}

/** True when the two forms hold the same values. */
export function sameValues(a: FormValues, b: FormValues): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => a[name] === b[name]);
}

/** The top-level fields of `body` that differ from `initial`'s: what an update sends. */
export function changedFields(body: FormBody, initial: FormBody): FormBody {
  return Object.fromEntries(
    Object.entries(body).filter(([name, value]) => JSON.stringify(initial[name]) !== JSON.stringify(value)),
  );
}
