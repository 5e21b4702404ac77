import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';
import { toPickerHex } from '../colourInput.ts';
import type { SettingsForm } from '../SettingsForm.ts';
import type { SettingsDraft } from '../settingsDraft.ts';
import * as css from './settings.css.ts';

type TextKey = { [K in keyof SettingsDraft]: SettingsDraft[K] extends string ? K : never }[keyof SettingsDraft];
type FlagKey = { [K in keyof SettingsDraft]: SettingsDraft[K] extends boolean ? K : never }[keyof SettingsDraft];

interface FieldProps<K> {
  form: SettingsForm;
  name: K;
  label: string;
  hint?: string;
  readOnly: boolean;
}

/** The error of a field once it was left or a save was tried. */
function useFieldError(form: SettingsForm, name: keyof SettingsDraft) {
  const [touched, setTouched] = useState(false);
  const message = touched || form.submitted ? form.errors[name] : undefined;
  return { message, touch: () => setTouched(true) };
}

function FieldFrame(props: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <span id={`${props.id}-error`} className={css.error} role="alert">
          {props.error}
        </span>
      ) : (
        props.hint && (
          <span id={`${props.id}-hint`} className={css.hint}>
            {props.hint}
          </span>
        )
      )}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint: string | undefined) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export const NumberField = observer(function NumberField(props: FieldProps<TextKey> & { unit?: string }) {
  const { form, name, readOnly } = props;
  const id = useId();
  const { message, touch } = useFieldError(form, name);
  return (
    <FieldFrame id={id} label={props.label} hint={props.hint} error={message}>
      <input
        id={id}
        className={css.input}
        type="number"
        inputMode="numeric"
        step={1}
        value={form.draft[name]}
        disabled={readOnly}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, message, props.hint)}
        onChange={(event) => form.set(name, event.currentTarget.value)}
        onBlur={touch}
      />
    </FieldFrame>
  );
});

/** A colour typed in the spec's grammar, with a native picker beside it that writes `#rrggbb`. */
export const ColourField = observer(function ColourField(props: FieldProps<'background' | 'color' | 'font'>) {
  const { form, name, readOnly } = props;
  const id = useId();
  const { message, touch } = useFieldError(form, name);
  const value = form.draft[name];
  return (
    <FieldFrame id={id} label={props.label} hint={props.hint} error={message}>
      <div className={css.colourRow}>
        <input
          type="color"
          className={css.picker}
          aria-label={`${props.label} picker`}
          value={toPickerHex(value) ?? '#000000'}
          disabled={readOnly}
          onChange={(event) => form.set(name, event.currentTarget.value)}
        />
        <input
          id={id}
          className={css.input}
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={value}
          disabled={readOnly}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(id, message, props.hint)}
          onChange={(event) => form.set(name, event.currentTarget.value)}
          onBlur={touch}
        />
      </div>
    </FieldFrame>
  );
});

export const CheckboxField = observer(function CheckboxField(props: FieldProps<FlagKey>) {
  const { form, name, readOnly } = props;
  const hintId = useId();
  return (
    <label className={css.checkbox}>
      <input
        type="checkbox"
        className={css.checkboxInput}
        checked={form.draft[name]}
        disabled={readOnly}
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(event) => form.set(name, event.currentTarget.checked)}
      />
      <span>
        {props.label}
        {props.hint && (
          <>
            <br />
            <span id={hintId} className={css.hint}>
              {props.hint}
            </span>
          </>
        )}
      </span>
    </label>
  );
});

export const SelectField = observer(function SelectField(
  props: FieldProps<TextKey> & { options: readonly { value: string; label: string }[] },
) {
  const { form, name, readOnly } = props;
  const id = useId();
  const { message } = useFieldError(form, name);
  const value = form.draft[name];
  const known = props.options.some((option) => option.value === value);
  return (
    <FieldFrame id={id} label={props.label} hint={props.hint} error={message}>
      <select
        id={id}
        className={css.input}
        value={value}
        disabled={readOnly}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, message, props.hint)}
        onChange={(event) => form.set(name, event.currentTarget.value)}
      >
        {!known && <option value={value}>{value}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
