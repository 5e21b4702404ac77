/** A form's values by field name: text fields hold strings, checkboxes booleans. */
export type FormValues = Record<string, string | boolean>;

interface FieldBase {
  name: string;
  label: string;
  hint?: string;
}

/**
 * A field of a resource form. Text fields may be required and bounded; `readOnlyOnEdit` keeps a field
 * that identifies the record (a username) fixed once created.
 */
export type ResourceField =
  | (FieldBase & {
      kind: 'text' | 'textarea';
      required?: boolean;
      maxLength?: number;
      readOnlyOnEdit?: boolean;
    })
  | (FieldBase & { kind: 'checkbox' })
  | (FieldBase & { kind: 'select'; options: readonly { value: string; label: string }[] });

/** The errors the console finds before sending: a required field left empty, a text too long. */
export function checkFields(fields: readonly ResourceField[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind !== 'text' && field.kind !== 'textarea') continue;
    const value = String(values[field.name] ?? '').trim();
    if (field.required && value === '') errors[field.name] = `Enter ${field.label.toLowerCase()}.`;
    else if (field.maxLength !== undefined && value.length > field.maxLength) {
      errors[field.name] = `${field.label} has at most ${field.maxLength} characters.`;
    }
  }
  return errors;
}

/** True when the two forms hold the same values. */
export function sameValues(a: FormValues, b: FormValues): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => a[name] === b[name]);
}

/** The values that differ from the record's: what an update sends. */
export function changedValues(values: FormValues, initial: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => initial[name] !== value));
}
