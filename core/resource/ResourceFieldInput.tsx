import { describedBy, FormField } from '../shell/form/FormField.tsx';
import * as css from '../shell/form/form.css.ts';
import type { FormValues, ResourceField } from './resourceFields.ts';

interface ResourceFieldInputProps {
  field: ResourceField;
  /** Prefix of the control's id, unique on the page. */
  idPrefix: string;
  values: FormValues;
  error: string | undefined;
  editing: boolean;
  autoFocus: boolean;
  onChange: (name: string, value: string | boolean) => void;
}

/** One field of a resource form: its control, label, help and error. */
export function ResourceFieldInput({
  field,
  idPrefix,
  values,
  error,
  editing,
  autoFocus,
  onChange,
}: ResourceFieldInputProps) {
  const id = `${idPrefix}-${field.name}`;
  const a11y = describedBy(id, error, field.hint);
  const focus = autoFocus ? { 'data-autofocus': true } : {};
  if (field.kind === 'checkbox') {
    return (
      <div className={css.field}>
        <label className={css.checkOption}>
          <input
            id={id}
            type="checkbox"
            checked={values[field.name] === true}
            onChange={(event) => onChange(field.name, event.target.checked)}
            {...a11y}
            {...focus}
          />
          <span>{field.label}</span>
        </label>
        {field.hint ? (
          <p className={css.hint} id={`${id}-hint`}>
            {field.hint}
          </p>
        ) : null}
      </div>
    );
  }
  const value = String(values[field.name] ?? '');
  return (
    <FormField id={id} label={field.label} hint={field.hint} error={error}>
      {field.kind === 'select' ? (
        <select
          id={id}
          className={css.input}
          value={value}
          onChange={(event) => onChange(field.name, event.target.value)}
          {...a11y}
          {...focus}
        >
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea
          id={id}
          className={css.textarea}
          value={value}
          rows={4}
          onChange={(event) => onChange(field.name, event.target.value)}
          {...a11y}
          {...focus}
        />
      ) : (
        <input
          id={id}
          className={css.input}
          value={value}
          autoComplete="off"
          readOnly={editing && field.readOnlyOnEdit === true}
          onChange={(event) => onChange(field.name, event.target.value)}
          {...a11y}
          {...focus}
        />
      )}
    </FormField>
  );
}
