import { useId, type CSSProperties } from 'react';
import { WIDE_TYPES, type FormDefinition, type FormField as FieldDefinition } from '../contract/formDefinition.ts';
import { describedBy, FormField } from '../../../../core/shell/form/FormField.tsx';
import * as formCss from '../../../../core/shell/form/form.css.ts';
import type { FormDraftValue } from './formDraft.ts';
import * as css from './formRenderer.css.ts';
import type { FormEntry } from './useFormEntry.ts';

interface FormRendererProps {
  definition: FormDefinition;
  entry: Pick<FormEntry, 'draft' | 'setField' | 'shown'>;
  /** The message shown under each field, by key (a renderer shows problems once the user tried to send). */
  errors: Readonly<Record<string, string | undefined>>;
  disabled?: boolean;
  /** A label for the whole form (the form's name). */
  label?: string;
}

interface ControlProps {
  field: FieldDefinition;
  id: string;
  value: FormDraftValue | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange(value: FormDraftValue): void;
}

const asText = (value: FormDraftValue | undefined) => (typeof value === 'string' ? value : '');
const asList = (value: FormDraftValue | undefined): readonly string[] => (Array.isArray(value) ? value : []);

function FieldControl({ field, id, value, error, disabled, onChange }: ControlProps) {
  const described = describedBy(id, error, field.help || undefined);
  const common = { id, disabled, 'aria-required': field.required || undefined, ...described };
  switch (field.type) {
    case 'textarea':
    case 'json':
      return (
        <textarea
          {...common}
          className={field.type === 'json' ? formCss.codeTextarea : formCss.textarea}
          rows={field.type === 'json' ? 5 : 3}
          value={asText(value)}
          spellCheck={field.type !== 'json'}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'select':
      return (
        <select
          {...common}
          className={formCss.input}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{field.required ? 'Choose…' : '—'}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label || option.value}
            </option>
          ))}
        </select>
      );
    case 'multiselect': {
      const picked = asList(value);
      return (
        <div role="group" aria-label={field.label} className={formCss.checkList} {...described}>
          {field.options.map((option) => (
            <label key={option.value} className={formCss.checkOption}>
              <input
                type="checkbox"
                disabled={disabled}
                checked={picked.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...picked, option.value]
                      : picked.filter((candidate) => candidate !== option.value),
                  )
                }
              />
              {option.label || option.value}
            </label>
          ))}
        </div>
      );
    }
    default:
      return (
        <input
          {...common}
          className={formCss.input}
          type={field.type === 'date' ? 'date' : 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** A checkbox is labelled beside its box, its help and problem under it. */
function CheckboxField({ field, id, value, error, disabled, onChange }: ControlProps) {
  const hint = field.help || undefined;
  return (
    <div className={formCss.field}>
      <label className={css.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          disabled={disabled}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          {...describedBy(id, error, hint)}
        />
        {field.required ? `${field.label} *` : field.label}
      </label>
      {hint && !error ? (
        <p className={formCss.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={formCss.fieldError} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One form template rendered: its sections in their columns (one on a phone), each shown field with its
 * label, help and problem. The same renderer serves order entry, worklist completion, Dev › Create Order
 * and the designer's preview; `useFormEntry` holds what is typed.
 */
export function FormRenderer({ definition, entry, errors, disabled = false, label }: FormRendererProps) {
  const prefix = useId();
  const sections = definition.sections
    .map((section) => ({ ...section, fields: section.fields.filter((field) => entry.shown.has(field.key)) }))
    .filter((section) => section.fields.length > 0);
  if (sections.length === 0) return <p className={css.empty}>This form has no fields to fill in.</p>;
  return (
    <div className={css.form} role="group" aria-label={label}>
      {sections.map((section, index) => (
        <fieldset key={index} className={css.section}>
          {section.title ? <legend className={css.sectionTitle}>{section.title}</legend> : null}
          <div className={css.grid} style={{ '--form-columns': section.columns } as CSSProperties}>
            {section.fields.map((field) => {
              const id = `${prefix}-${field.key}`;
              const props = {
                field,
                id,
                value: entry.draft[field.key],
                error: errors[field.key],
                disabled,
                onChange: (value: FormDraftValue) => entry.setField(field.key, value),
              };
              return (
                <div key={field.key} className={WIDE_TYPES.has(field.type) ? css.wide : undefined}>
                  {field.type === 'checkbox' ? (
                    <CheckboxField {...props} />
                  ) : (
                    <FormField
                      id={id}
                      label={field.required ? `${field.label} *` : field.label}
                      hint={field.help || undefined}
                      error={errors[field.key]}
                    >
                      <FieldControl {...props} />
                    </FormField>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
