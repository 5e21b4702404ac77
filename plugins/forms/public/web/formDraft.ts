import { formFields, type FormDefinition, type FormField } from '../contract/formDefinition.ts';
import type { FormProblem, FormValues } from '../contract/formValues.ts';

/**
 * A form as it is being filled in: what each control holds — text for text, numbers, dates, choices and
 * JSON, a flag for a checkbox, the picked values of a multi-select. Read into values (numbers and JSON
 * parsed) for the checks and the payload.
 */
export type FormDraftValue = string | boolean | readonly string[];
export type FormDraft = Readonly<Record<string, FormDraftValue>>;

function draftValue(field: FormField, value: unknown): FormDraftValue {
  const given = value === undefined || value === null ? field.defaultValue : value;
  switch (field.type) {
    case 'checkbox':
      return given === true;
    case 'multiselect':
      return Array.isArray(given) ? given.map(String) : [];
    case 'json':
      return given === null || given === undefined ? '' : JSON.stringify(given, null, 2);
    default:
      return given === null || given === undefined ? '' : typeof given === 'string' ? given : String(given);
  }
}

/** The draft of a form that starts from these values (an order's payload, an item's data), else the defaults. */
export function draftOf(definition: FormDefinition, values: FormValues = {}): FormDraft {
  return Object.fromEntries(formFields(definition).map((field) => [field.key, draftValue(field, values[field.key])]));
}

/** A draft read as values: numbers and JSON parsed; what does not parse is a problem of its field. */
export function readDraft(
  definition: FormDefinition,
  draft: FormDraft,
  base: FormValues = {},
): { values: FormValues; problems: FormProblem[] } {
  const values: FormValues = { ...base };
  const problems: FormProblem[] = [];
  for (const field of formFields(definition)) {
    const raw = draft[field.key];
    if (raw === undefined) continue;
    if (typeof raw !== 'string') {
      values[field.key] = raw;
      continue;
    }
    const text = field.type === 'textarea' || field.type === 'text' ? raw : raw.trim();
    if (text === '') {
      delete values[field.key];
    } else if (field.type === 'number') {
      const number = Number(text);
      values[field.key] = Number.isFinite(number) ? number : text;
    } else if (field.type === 'json') {
      try {
        values[field.key] = JSON.parse(text) as unknown;
      } catch (error) {
        problems.push({ key: field.key, message: `Not JSON: ${(error as Error).message}` });
      }
    } else {
      values[field.key] = text;
    }
  }
  return { values, problems };
}
