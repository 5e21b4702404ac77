import { useId, useState, type FormEvent } from 'react';
import type { WorklistItem } from '../../engine/public/contract/worklist.ts';
import type { FormDefinition } from '../../forms/public/contract/formDefinition.ts';
import { FormRenderer } from '../../forms/public/web/FormRenderer.tsx';
import { useFormEntry } from '../../forms/public/web/useFormEntry.ts';
import { useRenderableForm } from '../../forms/public/web/useRenderableForm.ts';
import { focusFirstError } from '../../../core/shell/form/fieldErrors.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { formValue } from '../worklistCsv.ts';
import * as css from './worklist.css.ts';

interface FieldRow {
  name: string;
  value: string;
}

interface WorklistFormProps {
  item: WorklistItem;
  editable: boolean;
  busy: boolean;
  /** Why the form cannot be filled in now, e.g. the item is not claimed. */
  hint: string | null;
  onComplete: (data: Record<string, unknown>) => void;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The form's values as rows to fill in, from what the item holds; an empty item starts with one row. */
function rowsOf(item: WorklistItem): FieldRow[] {
  const rows = Object.entries(item.data).map(([name, value]) => ({ name, value: asText(value) }));
  return rows.length > 0 ? rows : [{ name: '', value: '' }];
}

/**
 * The item's form: its form template rendered when the tenant has one of that name (checked as the
 * server checks it), else its values as free rows.
 */
export function WorklistForm(props: WorklistFormProps) {
  const form = useRenderableForm(props.item.form);
  if (form.status === 'loading') return <p className={css.muted}>Loading the form {props.item.form}…</p>;
  if (form.status === 'ready') return <TemplateForm {...props} definition={form.form.definition} />;
  return <FreeFieldsForm {...props} />;
}

/** The item's form template, filled from what the item holds; Complete once every shown field is right. */
function TemplateForm({
  item,
  editable,
  busy,
  hint,
  onComplete,
  definition,
}: WorklistFormProps & { definition: FormDefinition }) {
  const formId = useId();
  const entry = useFormEntry(definition, item.data);
  const [tried, setTried] = useState(false);
  const done = item.state === 'COMPLETED' || item.state === 'CANCELLED';
  const count = Object.keys(entry.problems).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (count > 0) return focusFirstError(event.currentTarget as HTMLElement);
    onComplete(entry.payload);
  };
  return (
    <form className={css.section} aria-labelledby={`${formId}-title`} onSubmit={submit} noValidate>
      <h3 id={`${formId}-title`} className={css.sectionTitle}>
        {item.form}
      </h3>
      {hint ? <p className={css.muted}>{hint}</p> : null}
      <FormRenderer
        definition={definition}
        entry={entry}
        errors={tried ? entry.problems : {}}
        disabled={!editable || done}
        label={item.form ?? 'Form'}
      />
      {tried && count > 0 ? (
        <p role="alert" className={css.error}>
          {count} field{count === 1 ? '' : 's'} to mend before the item can be completed.
        </p>
      ) : null}
      {editable && !done ? (
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={busy}>
            Complete
          </button>
        </div>
      ) : null}
    </form>
  );
}

/**
 * Values as free rows, for an item whose form the tenant has no template of. Values are read as JSON
 * when they are (`true`, `12`), else as text — the rule of the CSV upload; a field needs a name, once.
 */
function FreeFieldsForm({ item, editable, busy, hint, onComplete }: WorklistFormProps) {
  const formId = useId();
  const [rows, setRows] = useState<FieldRow[]>(() => rowsOf(item));
  const [problem, setProblem] = useState<string | null>(null);
  const done = item.state === 'COMPLETED' || item.state === 'CANCELLED';

  const set = (index: number, change: Partial<FieldRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = rows.filter((row) => row.name.trim() || row.value.trim());
    const names = filled.map((row) => row.name.trim());
    if (names.some((name) => name === '')) return setProblem('Give every value a field name.');
    const repeated = names.find((name, index) => names.indexOf(name) !== index);
    if (repeated) return setProblem(`The field ${repeated} is there twice.`);
    setProblem(null);
    onComplete(Object.fromEntries(filled.map((row) => [row.name.trim(), formValue(row.value)])));
  };

  return (
    <form className={css.section} aria-labelledby={`${formId}-title`} onSubmit={submit}>
      <h3 id={`${formId}-title`} className={css.sectionTitle}>
        {item.form ?? 'Form'}
      </h3>
      {hint ? <p className={css.muted}>{hint}</p> : null}
      {rows.map((row, index) => (
        <div key={index} className={css.fieldRow}>
          <input
            className={formCss.input}
            aria-label={`Field ${index + 1}`}
            placeholder="Field"
            value={row.name}
            disabled={!editable || done}
            onChange={(event) => set(index, { name: event.target.value })}
          />
          <input
            className={formCss.input}
            aria-label={row.name.trim() ? `Value of ${row.name.trim()}` : `Value ${index + 1}`}
            placeholder="Value"
            value={row.value}
            disabled={!editable || done}
            onChange={(event) => set(index, { value: event.target.value })}
          />
          {editable && !done ? (
            <button
              type="button"
              className={css.smallButton}
              aria-label={`Remove field ${index + 1}`}
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          ) : (
            <span />
          )}
        </div>
      ))}
      {problem ? (
        <p role="alert" className={css.error}>
          {problem}
        </p>
      ) : null}
      {editable && !done ? (
        <div className={css.actions}>
          <button
            type="button"
            className={css.smallButton}
            onClick={() => setRows((current) => [...current, { name: '', value: '' }])}
          >
            Add field
          </button>
          <button type="submit" className={button.primary} disabled={busy}>
            Complete
          </button>
        </div>
      ) : null}
    </form>
  );
}
