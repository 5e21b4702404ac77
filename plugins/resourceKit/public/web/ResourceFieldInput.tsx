import { useState } from 'react';
import { describedBy, FormField } from '../../../../core/shell/form/FormField.tsx';
import * as css from '../../../../core/shell/form/form.css.ts';
import { ReferencePicker } from './ReferencePicker.tsx';
import {
  itemsOf,
  itemsOfText,
  numberOfText,
  sameValue,
  textOf,
  textOfItems,
  type FieldValue,
  type FormValues,
  type ResourceField,
} from './resourceFields.ts';

interface ResourceFieldInputProps {
  field: ResourceField;
  /** Prefix of the control's id, unique on the page. */
  idPrefix: string;
  values: FormValues;
  error: string | undefined;
  editing: boolean;
  autoFocus: boolean;
  onChange: (name: string, value: FieldValue) => void;
}

/**
 * The text a control shows for a value it edits as text (a number, a list): what was typed while it
 * still reads as the value — "1e3", "ADD, " — else the value's own text (after a revert or a reload).
 */
function useTypedText<Value extends FieldValue>(
  value: Value,
  read: (text: string) => Value,
  write: (value: Value) => string,
): [string, (text: string) => void] {
  const [typed, setTyped] = useState(() => write(value));
  return [sameValue(read(typed), value) ? typed : write(value), setTyped];
}

const numberText = (value: number | null) => (value === null || Number.isNaN(value) ? '' : String(value));

type ControlProps<Kind extends ResourceField['kind']> = {
  field: Extract<ResourceField, { kind: Kind }>;
  id: string;
  value: FieldValue | undefined;
  attributes: Record<string, unknown>;
  onChange: (name: string, value: FieldValue) => void;
};

/** A number typed as text: the value is the number (null when empty, NaN while it is not one). */
function NumberInput({ field, id, value, attributes, onChange }: ControlProps<'number'>) {
  const [text, setText] = useTypedText(typeof value === 'number' ? value : null, numberOfText, numberText);
  return (
    <input
      id={id}
      className={css.input}
      value={text}
      autoComplete="off"
      type="text"
      inputMode="numeric"
      placeholder={field.unit}
      onChange={(event) => {
        setText(event.target.value);
        onChange(field.name, numberOfText(event.target.value));
      }}
      {...attributes}
    />
  );
}

/** A list typed as text, comma-separated or one item per line: the value is the items. */
function ListInput({ field, id, value, attributes, onChange }: ControlProps<'list'>) {
  const [text, setText] = useTypedText(
    itemsOf(value),
    (typed) => itemsOfText(field, typed),
    (items) => textOfItems(field, items),
  );
  const change = (typed: string) => {
    const next = field.upperCase ? typed.toUpperCase() : typed;
    setText(next);
    onChange(field.name, itemsOfText(field, next));
  };
  return field.lines ? (
    <textarea
      id={id}
      className={field.code ? css.codeTextarea : css.textarea}
      value={text}
      rows={4}
      spellCheck={field.code ? false : undefined}
      onChange={(event) => change(event.target.value)}
      {...attributes}
    />
  ) : (
    <input
      id={id}
      className={css.input}
      value={text}
      autoComplete="off"
      onChange={(event) => change(event.target.value)}
      {...attributes}
    />
  );
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
  const value = values[field.name];
  if (field.kind === 'checkbox') {
    return (
      <div className={css.field}>
        <label className={css.checkOption}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
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
    const ticked = new Set(itemsOf(value));
    const toggle = (option: string, on: boolean) => {
      const next = field.options.map((item) => item.value).filter((item) => (item === option ? on : ticked.has(item)));
      onChange(field.name, next);
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
  if (field.kind === 'number' || field.kind === 'list') {
    const props = { id, value, attributes: { ...a11y, ...focus }, onChange };
    return (
      <FormField id={id} label={field.label} hint={field.hint} error={error}>
        {field.kind === 'number' ? <NumberInput field={field} {...props} /> : <ListInput field={field} {...props} />}
      </FormField>
    );
  }
  const text = textOf(value);
  if (field.kind === 'custom') {
    const Input = field.input;
    return (
      <FormField id={id} label={field.label} hint={field.hint} error={error}>
        <Input
          id={id}
          label={field.label}
          value={text}
          invalid={Boolean(error)}
          describedBy={a11y['aria-describedby']}
          values={values}
          onChange={(next) => onChange(field.name, next)}
        />
      </FormField>
    );
  }
  const fixed = editing && 'readOnlyOnEdit' in field && field.readOnlyOnEdit === true;
  if (field.kind === 'reference') {
    return (
      <FormField id={id} label={field.label} hint={field.hint} error={error}>
        <ReferencePicker
          id={id}
          refersTo={field.refersTo}
          value={text}
          within={field.within ? field.within(values) : undefined}
          describedBy={a11y['aria-describedby']}
          invalid={Boolean(error)}
          readOnly={fixed}
          placeholder={field.placeholder}
          autoFocus={autoFocus}
          onChange={(next) => onChange(field.name, field.upperCase ? next.toUpperCase() : next)}
        />
      </FormField>
    );
  }
  const typed = (event: { target: { value: string } }) =>
    onChange(
      field.name,
      'upperCase' in field && field.upperCase ? event.target.value.toUpperCase() : event.target.value,
    );
  const code = field.kind === 'json' || (field.kind === 'textarea' && field.code === true);
  return (
    <FormField id={id} label={field.label} hint={field.hint} error={error}>
      {field.kind === 'select' ? (
        <select id={id} className={css.input} value={text} disabled={fixed} onChange={typed} {...a11y} {...focus}>
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
          value={text}
          rows={code ? 6 : 4}
          spellCheck={code ? false : undefined}
          onChange={typed}
          {...a11y}
          {...focus}
        />
      ) : (
        <input
          id={id}
          className={css.input}
          value={text}
          autoComplete={field.secret ? 'new-password' : 'off'}
          type={field.secret ? 'password' : 'text'}
          placeholder={field.placeholder}
          readOnly={fixed}
          onChange={typed}
          {...a11y}
          {...focus}
        />
      )}
    </FormField>
  );
}
