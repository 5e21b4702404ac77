import type { FormField, FormOption } from '../public/contract/formDefinition.ts';

/** Options as the inspector edits them: one per line, `value` or `value = Label`. */
export function optionsText(options: readonly FormOption[]): string {
  return options.map((option) => (option.label ? `${option.value} = ${option.label}` : option.value)).join('\n');
}

export function optionsOf(text: string): FormOption[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const split = line.indexOf('=');
      if (split === -1) return { value: line, label: '' };
      return { value: line.slice(0, split).trim(), label: line.slice(split + 1).trim() };
    });
}

/** A default as the inspector shows it: text for most types, a list for a multi-select, JSON for JSON. */
export function defaultText(field: FormField): string {
  const value = field.defaultValue;
  if (value === null) return '';
  if (field.type === 'json') return JSON.stringify(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
}

/**
 * What the typed default means for the field's type: numbers and flags read as such, a multi-select's
 * as a comma list, JSON parsed (text that does not parse is kept as text, and the checks say so).
 */
export function defaultOf(field: FormField, text: string): FormField['defaultValue'] {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  switch (field.type) {
    case 'number': {
      const number = Number(trimmed);
      return Number.isFinite(number) ? number : trimmed;
    }
    case 'checkbox':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
    case 'multiselect':
      return trimmed
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
    case 'json':
      try {
        return JSON.parse(trimmed) as FormField['defaultValue'];
      } catch {
        return trimmed;
      }
    default:
      return text;
  }
}

/** A bound as typed: a number, or none. */
export function boundOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}
