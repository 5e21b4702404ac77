import { describedBy, FormField } from '../shell/form/FormField.tsx';
import * as css from '../shell/form/form.css.ts';
import { listValues, type FormValues, type ResourceField } from './resourceFields.ts';

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
  if (field.kind === 'checkboxes') {
    const ticked = new Set(listValues(values[field.name]));
    const toggle = (option: string, on: boolean) => {
      const next = field.options.map((item) => item.value).filter((item) => (item === option ? on : ticked.has(item)));
      onChange(field.name, next.join(','));
    };
    return (
      <fieldset className={css.field} id={id} {...a11y}>
        <legend className={css.label}>{field.label}</legend>
        <div className={css.checkList}>
          {field.options.map((option, index) => (
            <label key={option.value} className={css.checkOption}>
              <input
                type="checkbox"
                checked={ticked.has(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                {...(index === 0 ? focus : {})}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {field.hint ? (
          <p className={css.hint} id={`${id}-hint`}>
            {field.hint}
          </p>
        ) : null}
        {error ? (
          <p className={css.fieldError} id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }
  const value = String(values[field.name] ?? '');
  if (field.kind === 'custom') {
    const Input = field.input;
    return (
      <FormField id={id} label={field.label} hint={field.hint} error={error}>
        <Input
          id={id}
          label={field.label}
          value={value}
          invalid={Boolean(error)}
          describedBy={a11y['aria-describedby']}
          values={values}
          onChange={(next) => onChange(field.name, next)}
        />
      </FormField>
    );
  }
  const fixed = editing && 'readOnlyOnEdit' in field && field.readOnlyOnEdit === true;
  const text = (event: { target: { value: string } }) => onChange(field.name, event.target.value);
  const code = field.kind === 'json' || (field.kind === 'textarea' && field.code === true);
  return (
    <FormField id={id} label={field.label} hint={field.hint} error={error}>
      {field.kind === 'select' ? (
        <select id={id} className={css.input} value={value} disabled={fixed} onChange={text} {...a11y} {...focus}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' || field.kind === 'json' ? (
        <textarea
          id={id}
          className={code ? css.codeTextarea : css.textarea}
          value={value}
          rows={code ? 6 : 4}
          spellCheck={code ? false : undefined}
          onChange={text}
          {...a11y}
          {...focus}
        />
      ) : (
        <input
          id={id}
          className={css.input}
          value={value}
          autoComplete={field.kind === 'text' && field.secret ? 'new-password' : 'off'}
          type={field.kind === 'text' && field.secret ? 'password' : 'text'}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          placeholder={field.kind === 'text' ? field.placeholder : field.kind === 'number' ? field.unit : undefined}
          readOnly={fixed}
          onChange={text}
          {...a11y}
          {...focus}
        />
      )}
    </FormField>
  );
}
