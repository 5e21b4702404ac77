import { useId, useState } from 'react';
import {
  BOUNDED_TYPES,
  CHOICE_TYPES,
  FORM_FIELD_TYPES,
  FORM_FIELD_TYPE_LABELS,
  PATTERN_TYPES,
  type FormField as FieldDefinition,
  type FormFieldType,
} from '../public/contract/formDefinition.ts';
import { describedBy, FormField } from '../../../core/shell/form/FormField.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { boundOf, defaultOf, defaultText, optionsOf, optionsText } from '../designer/fieldSettings.ts';
import * as css from './formDesigner.css.ts';

interface FieldInspectorProps {
  field: FieldDefinition;
  /** The definition's problems of this field, by setting (`pattern`, `options`…). */
  problems: Readonly<Record<string, string | undefined>>;
  /** The other fields' keys, offered for conditions. */
  otherKeys: readonly string[];
  editable: boolean;
  onChange(change: Partial<FieldDefinition>): void;
}

const BOUND_WORDS: Partial<Record<FormFieldType, string>> = {
  number: 'the value',
  text: 'the length',
  textarea: 'the length',
  multiselect: 'how many are picked',
};

/**
 * One field's settings: key, label, type, required, help, and what its type takes — pattern, bounds,
 * options (one per line, `value = Label`), default — and its visibility condition. What is typed into
 * the list-like settings is kept as typed and read on each change.
 */
export function FieldInspector({ field, problems, otherKeys, editable, onChange }: FieldInspectorProps) {
  const id = useId();
  const ids = (name: string) => `${id}-${name}`;
  const [options, setOptions] = useState(() => optionsText(field.options));
  const [defaultValue, setDefaultValue] = useState(() => defaultText(field));
  const [min, setMin] = useState(() => (field.min === null ? '' : String(field.min)));
  const [max, setMax] = useState(() => (field.max === null ? '' : String(field.max)));
  const input = (name: string) => ({
    id: ids(name),
    className: formCss.input,
    disabled: !editable,
    ...describedBy(ids(name), problems[name]),
  });

  return (
    <div className={css.inspector} aria-label={`Field ${field.label}`} role="group">
      <div className={css.pair}>
        <FormField id={ids('label')} label="Label" error={problems.label}>
          <input
            {...input('label')}
            value={field.label}
            onChange={(event) => onChange({ label: event.target.value })}
          />
        </FormField>
        <FormField id={ids('key')} label="Key" hint="Where the value goes in the payload." error={problems.key}>
          <input
            {...input('key')}
            value={field.key}
            spellCheck={false}
            onChange={(event) => onChange({ key: event.target.value.trim() })}
          />
        </FormField>
      </div>
      <div className={css.pair}>
        <FormField id={ids('type')} label="Type" error={problems.type}>
          <select
            {...input('type')}
            value={field.type}
            onChange={(event) => onChange({ type: event.target.value as FormFieldType })}
          >
            {FORM_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {FORM_FIELD_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FormField>
        <label className={formCss.checkOption}>
          <input
            type="checkbox"
            disabled={!editable}
            checked={field.required}
            onChange={(event) => onChange({ required: event.target.checked })}
          />
          Required
        </label>
      </div>
      <FormField id={ids('help')} label="Help" error={problems.help}>
        <input {...input('help')} value={field.help} onChange={(event) => onChange({ help: event.target.value })} />
      </FormField>
      {PATTERN_TYPES.has(field.type) ? (
        <FormField
          id={ids('pattern')}
          label="Pattern"
          hint="A regular expression the whole text must match."
          error={problems.pattern}
        >
          <input
            {...input('pattern')}
            value={field.pattern ?? ''}
            spellCheck={false}
            onChange={(event) => onChange({ pattern: event.target.value === '' ? null : event.target.value })}
          />
        </FormField>
      ) : null}
      {BOUNDED_TYPES.has(field.type) ? (
        <div className={css.pair}>
          <FormField
            id={ids('min')}
            label="Minimum"
            hint={`Of ${BOUND_WORDS[field.type] ?? 'the value'}.`}
            error={problems.min}
          >
            <input
              {...input('min')}
              inputMode="decimal"
              value={min}
              onChange={(event) => {
                setMin(event.target.value);
                onChange({ min: boundOf(event.target.value) });
              }}
            />
          </FormField>
          <FormField id={ids('max')} label="Maximum" error={problems.max}>
            <input
              {...input('max')}
              inputMode="decimal"
              value={max}
              onChange={(event) => {
                setMax(event.target.value);
                onChange({ max: boundOf(event.target.value) });
              }}
            />
          </FormField>
        </div>
      ) : null}
      {CHOICE_TYPES.has(field.type) ? (
        <FormField
          id={ids('options')}
          label="Options"
          hint="One per line: value, or value = Label."
          error={problems.options}
        >
          <textarea
            {...input('options')}
            className={formCss.codeTextarea}
            rows={4}
            value={options}
            spellCheck={false}
            onChange={(event) => {
              setOptions(event.target.value);
              onChange({ options: optionsOf(event.target.value) });
            }}
          />
        </FormField>
      ) : null}
      <FormField
        id={ids('defaultValue')}
        label="Default"
        hint={
          field.type === 'checkbox'
            ? 'true or false.'
            : field.type === 'multiselect'
              ? 'Values separated by commas.'
              : field.type === 'json'
                ? 'A JSON value.'
                : 'What a new form starts with.'
        }
        error={problems.defaultValue}
      >
        <input
          {...input('defaultValue')}
          value={defaultValue}
          spellCheck={false}
          onChange={(event) => {
            setDefaultValue(event.target.value);
            onChange({ defaultValue: defaultOf(field, event.target.value) });
          }}
        />
      </FormField>
      <FormField
        id={ids('visibleWhen')}
        label="Shown when"
        hint={`JSONata over the values, e.g. ${otherKeys[0] ?? 'plan'} = "gold"; empty: always shown.`}
        error={problems.visibleWhen}
      >
        <input
          {...input('visibleWhen')}
          className={formCss.input}
          value={field.visibleWhen ?? ''}
          spellCheck={false}
          list={ids('keys')}
          onChange={(event) => onChange({ visibleWhen: event.target.value === '' ? null : event.target.value })}
        />
      </FormField>
      <datalist id={ids('keys')}>
        {otherKeys.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
    </div>
  );
}
