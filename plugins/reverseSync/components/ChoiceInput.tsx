import type { CustomFieldInputProps } from '../../resourceKit/public/web/resourceFields.ts';
import * as css from '../../../core/shell/form/form.css.ts';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A picker over a list of choices, "Any" first (the filter left open); a stored value the list does not
 * hold stays choosable. Without choices to offer (the list may not be readable) it is a text field.
 */
export function choiceInput(
  anyLabel: string,
  choicesOf: (values: CustomFieldInputProps['values']) => readonly Choice[],
) {
  return function ChoiceInput({ id, value, invalid, describedBy, values, onChange }: CustomFieldInputProps) {
    const choices = choicesOf(values);
    if (choices.length === 0) {
      return (
        <input
          id={id}
          className={css.input}
          value={value}
          placeholder={anyLabel}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
    const offered =
      value && !choices.some((choice) => choice.value === value) ? [...choices, { value, label: value }] : choices;
    return (
      <select
        id={id}
        className={css.input}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {offered.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  };
}
