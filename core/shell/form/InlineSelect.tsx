import { useId } from 'react';
import * as css from './inlineSelect.css.ts';
import * as formCss from './form.css.ts';

export interface InlineSelectOption {
  value: string;
  label: string;
}

interface InlineSelectProps {
  label: string;
  value: string;
  options: readonly InlineSelectOption[];
  onChange: (value: string) => void;
}

/** A labelled select on one line, for a screen's own controls above its content (a window, a service). */
export function InlineSelect({ label, value, options, onChange }: InlineSelectProps) {
  const id = useId();
  return (
    <span className={css.inlineSelect}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={formCss.input} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
