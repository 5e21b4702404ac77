/**
 * What a form's values must be, checked the same way by the renderer as the user types and by the server
 * when an order or a worklist item arrives: required, type, pattern, bounds and options of every shown
 * field. Values of keys the form does not know pass as they are.
 */
import { formFields, type FormDefinition, type FormField } from './formDefinition.ts';

export type FormValues = Record<string, unknown>;

/** A problem of one field's value, by its key. */
export interface FormProblem {
  key: string;
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A stored pattern as a whole-value regular expression; null when it does not compile. */
export function patternOf(source: string): RegExp | null {
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch {
    return null;
  }
}

function boundsProblem(field: FormField, size: number, what: (bound: number) => string): string | null {
  if (field.min !== null && size < field.min) return `At least ${what(field.min)}.`;
  if (field.max !== null && size > field.max) return `At most ${what(field.max)}.`;
  return null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function typedProblem(field: FormField, value: unknown): string | null {
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return 'Enter text.';
      if (field.pattern !== null && !patternOf(field.pattern)?.test(value)) {
        return `Does not match the pattern ${field.pattern}.`;
      }
      return boundsProblem(field, value.length, (bound) => plural(bound, 'character', 'characters'));
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a number.';
      if (field.min !== null && value < field.min) return `At least ${field.min}.`;
      if (field.max !== null && value > field.max) return `At most ${field.max}.`;
      return null;
    case 'date':
      return typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : 'Enter a date (YYYY-MM-DD).';
    case 'checkbox':
      return typeof value === 'boolean' ? null : 'Enter true or false.';
    case 'select':
      if (typeof value !== 'string') return 'Choose one of the options.';
      return field.options.some((option) => option.value === value) ? null : `${value} is not one of the options.`;
    case 'multiselect': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return 'Choose from the options.';
      const unknown = value.find((item) => !field.options.some((option) => option.value === item));
      if (unknown !== undefined) return `${String(unknown)} is not one of the options.`;
      return boundsProblem(field, value.length, (bound) => plural(bound, 'choice', 'choices'));
    }
    case 'json':
      return null;
  }
}

/** Why one field's value is not acceptable, or null. */
export function fieldValueProblem(field: FormField, value: unknown): string | null {
  if (isEmpty(value) || (field.type === 'checkbox' && value === false && field.required)) {
    return field.required ? (field.type === 'checkbox' ? 'Tick this box.' : 'Required.') : null;
  }
  return typedProblem(field, value);
}

/** Every problem of the shown fields' values. */
export function formProblems(
  definition: FormDefinition,
  values: FormValues,
  shown: ReadonlySet<string>,
): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const field of formFields(definition)) {
    if (!shown.has(field.key)) continue;
    const message = fieldValueProblem(field, values[field.key]);
    if (message) problems.push({ key: field.key, message });
  }
  return problems;
}

/**
 * The values a form sends: what it was given beside its own fields, and each shown field that holds a
 * value; a hidden field's value is left out.
 */
export function submittedValues(
  definition: FormDefinition,
  values: FormValues,
  shown: ReadonlySet<string>,
): FormValues {
  const result: FormValues = { ...values };
  for (const field of formFields(definition)) {
    if (!shown.has(field.key) || isEmpty(values[field.key])) delete result[field.key];
  }
  return result;
}

/** Evaluates a JSONata expression over an input: the browser's own, or the server's workers. */
export type ConditionEvaluator = (expression: string, input: FormValues) => Promise<unknown>;

/** JSONata's truth: an empty sequence, false, 0, '' and null are false. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(truthy);
  return Boolean(value);
}

/**
 * The keys of the fields shown for these values: those without a condition, and those whose condition
 * holds. A condition that cannot be evaluated shows its field, so nothing is left out silently.
 */
export async function shownFields(
  definition: FormDefinition,
  values: FormValues,
  evaluate: ConditionEvaluator,
): Promise<Set<string>> {
  const shown = new Set<string>();
  await Promise.all(
    formFields(definition).map(async (field) => {
      if (field.visibleWhen === null || field.visibleWhen.trim() === '') return shown.add(field.key);
      try {
        if (truthy(await evaluate(field.visibleWhen, values))) shown.add(field.key);
      } catch {
        shown.add(field.key);
      }
    }),
  );
  return shown;
}

/** The fields shown before any condition is evaluated: those without one. */
export const unconditionalFields = (definition: FormDefinition): Set<string> =>
  new Set(
    formFields(definition)
      .filter((field) => !field.visibleWhen?.trim())
      .map((field) => field.key),
  );
