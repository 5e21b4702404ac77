import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ResourceDescriptor } from '../contract/resource.ts';
import { useService } from '../di/ContainerContext.tsx';
import { HttpClient } from '../http/HttpClient.ts';
import { Notifier } from '../http/Notifier.ts';
import { button } from '../shell/controls/buttons.css.ts';
import { ConfirmDialog, type ConfirmRequest } from '../shell/dialog/ConfirmDialog.tsx';
import { SidePanel } from '../shell/dialog/SidePanel.tsx';
import { FailureBanner, StaleVersionBanner } from '../shell/dialog/StaleVersionBanner.tsx';
import { UnsavedChangesDialog } from '../shell/dialog/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../shell/dialog/useUnsavedChangesGuard.ts';
import { focusFirstError, hasFieldErrors } from '../shell/form/fieldErrors.ts';
import type { ResourceCalls } from './resourceCalls.ts';
import {
  changedFields,
  checkFields,
  formBody,
  sameValues,
  visibleFields,
  type FormBody,
  type FormValues,
  type ResourceField,
} from './resourceFields.ts';
import { ResourceFieldInput } from './ResourceFieldInput.tsx';
import { useVersionedSave } from './useVersionedSave.ts';

export interface ResourceFormSpec<Rec> {
  fields: readonly ResourceField[];
  /** The values of a new record's form. */
  empty: FormValues;
  /** The values of a stored record's form. */
  valuesOf: (record: Rec) => FormValues;
  /**
   * The body the values send, when the fields' own conversion (dotted names nested, numbers, JSON,
   * lists) is not enough; an update sends the top-level fields whose value changed.
   */
  bodyOf?: (values: FormValues) => FormBody;
}

/** The body a spec's form sends for these values. */
export function specBody<Rec>(spec: ResourceFormSpec<Rec>, values: FormValues): FormBody {
  return spec.bodyOf ? spec.bodyOf(values) : formBody(spec.fields, values);
}

interface ResourceFormProps<Rec> {
  descriptor: ResourceDescriptor;
  calls: Pick<ResourceCalls<Rec, FormBody, FormBody>, 'create' | 'update' | 'get'>;
  spec: ResourceFormSpec<Rec>;
  /** The record to edit, or null to create one. */
  record: (Rec & { version: number }) | null;
  /** A new record's first values instead of the spec's empty ones (a clone's). */
  initialValues?: FormValues;
  idOf: (record: Rec) => string;
  labelOf: (record: Rec) => string;
  onClose: () => void;
  onSaved: (record: Rec) => void;
}

/** The server's field errors that no shown field is about, as one message (or null when there are none). */
function unplacedErrors(errors: Readonly<Record<string, string>>, fields: readonly ResourceField[]): string | null {
  const related = (name: string) =>
    fields.some(
      (field) => name === field.name || name.startsWith(`${field.name}.`) || field.name.startsWith(`${name}.`),
    );
  const messages = Object.entries(errors)
    .filter(([name, message]) => message && !related(name))
    .map(([name, message]) => `${name}: ${message}`);
  return messages.length > 0 ? messages.join(' ') : null;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Create or edit one record in a side panel: Ctrl+S saves, Esc asks before discarding changes, leaving
 * the page with changes asks too. A stale save offers Reload or Overwrite; the server's field errors
 * show on their fields, the first one focused; what was typed is kept through every failure.
 */
export function ResourceForm<Rec>(props: ResourceFormProps<Rec>) {
  const { descriptor, calls, spec, idOf, labelOf, onClose, onSaved } = props;
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [record, setRecord] = useState(props.record);
  const startValues = props.initialValues;
  const initial = useMemo(
    () => (record ? spec.valuesOf(record) : (startValues ?? spec.empty)),
    [record, spec, startValues],
  );
  const [values, setValues] = useState<FormValues>(initial);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const dirty = !sameValues(values, initial);
  const leaveGuard = useUnsavedChangesGuard(dirty);
  const entity = descriptor.entity;

  const send = useCallback(
    async (version: number | null) => {
      if (!record) return (await http.call(calls.create, specBody(spec, values))).data;
      const changes = changedFields(specBody(spec, values), specBody(spec, spec.valuesOf(record)));
      return (await http.call(calls.update, { id: idOf(record), version: version ?? record.version, changes })).data;
    },
    [http, calls, values, record, spec, idOf],
  );
  const load = useCallback(async () => {
    if (!record) throw new Error('Nothing stored to load.');
    return (await http.call(calls.get, idOf(record))).data as Rec & { version: number };
  }, [http, calls, record, idOf]);
  const saved = useCallback(
    (stored: Rec) => {
      notifier.success(`${capital(entity)} ${labelOf(stored)} ${record ? 'saved' : 'created'}.`);
      leaveGuard.navigateWithoutAsking(() => onSaved(stored));
    },
    [notifier, entity, labelOf, record, leaveGuard, onSaved],
  );
  const reloaded = useCallback(
    (stored: Rec) => {
      setRecord(stored as Rec & { version: number });
      setValues(spec.valuesOf(stored));
      setLocalErrors({});
    },
    [spec],
  );
  const saving = useVersionedSave<Rec>({
    send,
    load: record ? load : undefined,
    onSaved: saved,
    onReloaded: reloaded,
    formRef,
    fallbackMessage: `The ${entity} could not be saved.`,
  });
  const errors = { ...saving.serverErrors, ...localErrors };
  const unplaced = unplacedErrors(saving.serverErrors, visibleFields(spec.fields, values));

  const save = () => {
    const found = checkFields(spec.fields, values);
    setLocalErrors(found);
    if (hasFieldErrors(found)) {
      focusFirstError(formRef.current);
      return;
    }
    void saving.save();
  };

  const change = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setLocalErrors((current) => ({ ...current, [name]: '' }));
    saving.clearServerError(name);
  };

  const close = () => leaveGuard.navigateWithoutAsking(onClose);
  const requestClose = () => {
    if (!dirty) return close();
    setConfirm({
      title: 'Discard changes?',
      message: `Your changes to this ${entity} have not been saved.`,
      confirmLabel: 'Discard',
      danger: true,
      onConfirm: close,
    });
  };

  return (
    <SidePanel
      title={record ? `Edit ${entity} ${labelOf(record)}` : `Create ${entity}`}
      onClose={requestClose}
      onSave={save}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={requestClose}>
            Cancel
          </button>
          <button type="submit" form={`${idPrefix}-form`} className={button.primary} disabled={saving.saving}>
            {saving.saving ? 'Saving…' : record ? 'Save' : `Create ${entity}`}
          </button>
        </>
      }
    >
      <form
        id={`${idPrefix}-form`}
        ref={formRef}
        noValidate
        style={{ display: 'grid', gap: 'inherit' }}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {saving.conflict ? (
          <StaleVersionBanner
            entity={entity}
            onReload={() => void saving.reload()}
            onOverwrite={() => void saving.overwrite()}
          />
        ) : null}
        {saving.failure ? <FailureBanner message={saving.failure} /> : null}
        {unplaced ? <FailureBanner message={unplaced} /> : null}
        {visibleFields(spec.fields, values).map((field, index) => (
          <ResourceFieldInput
            key={field.name}
            field={field}
            idPrefix={idPrefix}
            values={values}
            error={errors[field.name] || undefined}
            editing={record !== null}
            autoFocus={index === 0}
            onChange={change}
          />
        ))}
      </form>
      {confirm ? <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} /> : null}
      <UnsavedChangesDialog guard={leaveGuard} message={`Your changes to this ${entity} have not been saved.`} />
    </SidePanel>
  );
}
