import { useCallback, useEffect, useState } from 'react';
import type { FormDefinition } from '../contract/formDefinition.ts';
import type { FormValues } from '../contract/formValues.ts';
import { compactButton, button } from '../../../../core/shell/controls/buttons.css.ts';
import { describedBy, FormField } from '../../../../core/shell/form/FormField.tsx';
import * as formCss from '../../../../core/shell/form/form.css.ts';
import { readJsonObject } from '../../../../core/shell/form/readJsonObject.ts';
import { FormRenderer } from './FormRenderer.tsx';
import * as css from './payloadEntry.css.ts';
import { useFormEntry } from './useFormEntry.ts';
import { useRenderableForm } from './useRenderableForm.ts';

/** What the form holds now: the payload it would send and each field's problem. */
export interface FormPayload {
  payload: FormValues;
  problems: Readonly<Record<string, string>>;
}

interface PayloadEntryProps {
  id: string;
  /** The operation's form; null (or a form that cannot be read) enters the payload as JSON. */
  formName: string | null;
  json: string;
  onJsonChange(text: string): void;
  /** The JSON text's label and help: `Payload (JSON)` by default. */
  jsonLabel?: string;
  jsonHint?: string;
  /** The JSON text's problem, shown under it. */
  jsonError?: string | undefined;
  /** Whether the form shows its problems (once the user tried to send). */
  showProblems: boolean;
  /** The form's state as it changes; null while the payload is entered as JSON. */
  onFormPayload(payload: FormPayload | null): void;
  /** The server's problems of the payload's fields, by key. */
  serverErrors?: Readonly<Record<string, string>>;
  disabled?: boolean;
}

function FormMode(props: {
  definition: FormDefinition;
  name: string;
  initial: FormValues;
  showProblems: boolean;
  serverErrors: Readonly<Record<string, string>>;
  disabled: boolean;
  onFormPayload(payload: FormPayload | null): void;
}) {
  const { definition, initial, onFormPayload } = props;
  const entry = useFormEntry(definition, initial);
  useEffect(
    () => onFormPayload({ payload: entry.payload, problems: entry.problems }),
    [entry.payload, entry.problems, onFormPayload],
  );
  const errors = props.showProblems ? { ...props.serverErrors, ...entry.problems } : props.serverErrors;
  return (
    <FormRenderer definition={definition} entry={entry} errors={errors} disabled={props.disabled} label={props.name} />
  );
}

/**
 * An order's payload as order entry takes it: the operation's form rendered (the one renderer of forms),
 * or JSON — for an operation without a form, or when the user switches to it. Switching carries the
 * values across.
 */
export function PayloadEntry(props: PayloadEntryProps) {
  const { formName, json, onJsonChange, onFormPayload } = props;
  const form = useRenderableForm(formName);
  const [mode, setMode] = useState<'form' | 'json'>('form');
  const [latest, setLatest] = useState<FormPayload | null>(null);
  const [initial, setInitial] = useState<{ values: FormValues; revision: number }>({ values: {}, revision: 0 });
  const useForm = form.status === 'ready' && mode === 'form';

  useEffect(() => {
    if (!useForm) onFormPayload(null);
  }, [useForm, onFormPayload]);
  useEffect(() => {
    setMode('form');
    setInitial((current) => ({ values: {}, revision: current.revision + 1 }));
  }, [formName]);

  const keepLatest = useCallback(
    (payload: FormPayload | null) => {
      setLatest(payload);
      onFormPayload(payload);
    },
    [onFormPayload],
  );

  const toJson = () => {
    onJsonChange(JSON.stringify(latest?.payload ?? {}, null, 2));
    setMode('json');
  };
  const toForm = () => {
    const parsed = readJsonObject(json, 'payload');
    setInitial((current) => ({ values: typeof parsed === 'string' ? {} : parsed, revision: current.revision + 1 }));
    setMode('form');
  };

  return (
    <div className={css.entry}>
      {form.status === 'ready' ? (
        <div className={css.switcher} role="group" aria-label="Enter the payload as">
          <button
            type="button"
            className={`${mode === 'form' ? button.primary : button.secondary} ${compactButton}`}
            aria-pressed={mode === 'form'}
            onClick={() => mode === 'json' && toForm()}
          >
            Form: {form.form.name}
          </button>
          <button
            type="button"
            className={`${mode === 'json' ? button.primary : button.secondary} ${compactButton}`}
            aria-pressed={mode === 'json'}
            onClick={() => mode === 'form' && toJson()}
          >
            JSON
          </button>
        </div>
      ) : form.status === 'missing' ? (
        <p className={formCss.hint}>
          The form {formName} could not be read ({form.message}); enter the payload as JSON.
        </p>
      ) : form.status === 'loading' ? (
        <p className={formCss.hint}>Loading the form {formName}…</p>
      ) : null}
      {useForm ? (
        <FormMode
          key={`${form.form.name}-${initial.revision}`}
          definition={form.form.definition}
          name={form.form.name}
          initial={initial.values}
          showProblems={props.showProblems}
          serverErrors={props.serverErrors ?? {}}
          disabled={props.disabled ?? false}
          onFormPayload={keepLatest}
        />
      ) : (
        <FormField
          id={props.id}
          label={props.jsonLabel ?? 'Payload (JSON)'}
          hint={props.jsonHint}
          error={props.jsonError}
        >
          <textarea
            id={props.id}
            className={formCss.codeTextarea}
            rows={10}
            spellCheck={false}
            disabled={props.disabled}
            value={json}
            onChange={(event) => onJsonChange(event.target.value)}
            {...describedBy(props.id, props.jsonError, props.jsonHint)}
          />
        </FormField>
      )}
    </div>
  );
}
