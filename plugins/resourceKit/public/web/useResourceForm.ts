import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ResourceDescriptor } from '../contract/resource.ts';
import { useService } from '../../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../../core/http/HttpClient.ts';
import { Notifier } from '../../../../core/http/Notifier.ts';
import {
  useUnsavedChangesGuard,
  type UnsavedChangesGuard,
} from '../../../../core/shell/dialog/useUnsavedChangesGuard.ts';
import { focusFirstError, hasFieldErrors } from '../../../../core/shell/form/fieldErrors.ts';
import type { ResourceCalls } from './resourceCalls.ts';
import {
  changedFields,
  checkFields,
  sameValues,
  visibleFields,
  type FieldValue,
  type FormBody,
  type FormValues,
  type ResourceField,
} from './resourceFields.ts';
import { specBody, type ResourceFormSpec } from './resourceFormSpec.ts';
import { useVersionedSave, type VersionedSave } from './useVersionedSave.ts';
import type { MissingSecretOf } from './SecretNeeded.tsx';

export { resourceFormSpec, specBody, type ResourceFormSpec } from './resourceFormSpec.ts';

export interface ResourceFormOptions<Rec> {
  descriptor: ResourceDescriptor;
  calls: Pick<ResourceCalls<Rec, FormBody, FormBody>, 'create' | 'update' | 'get'>;
  spec: ResourceFormSpec<Rec>;
  /** The record to edit, or null to create one. */
  record: (Rec & { version: number }) | null;
  /** A new record's first values instead of the spec's empty ones (a clone's). */
  initialValues?: FormValues;
  idOf: (record: Rec) => string;
  labelOf: (record: Rec) => string;
  /** After a save, with leaving allowed: the form then shows the stored record. */
  onSaved: (record: Rec) => void;
  /** The record's kind in the map of references: the panel lists where it is used. */
  references?: { kind: string; name?: (record: Rec) => string };
  /** The secret a record lacks (copied from another tenant without it): the form says which field to fill. */
  missingSecret?: MissingSecretOf<Rec>;
}

export interface ResourceFormState<Rec> {
  idPrefix: string;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** The stored record the form edits (the newest after a save or a reload), or null while creating. */
  record: (Rec & { version: number }) | null;
  values: FormValues;
  /** Errors by field: the form's own checks over the server's. */
  errors: Readonly<Record<string, string>>;
  /** The server's field errors that no shown field is about, as one message. */
  unplaced: string | null;
  dirty: boolean;
  saving: VersionedSave;
  leaveGuard: UnsavedChangesGuard;
  change: (name: string, value: FieldValue) => void;
  /** Checks the fields (focusing the first in error) and saves when they pass. */
  save: () => void;
  /** Puts the stored values back. */
  revert: () => void;
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
 * The state of one record's form, wherever it is drawn (the kit's side panel, a studio's form): the
 * values typed, the fields' checks, a save that sends only what changed at the version the form was
 * opened at (a stale one offers Reload or Overwrite), the server's errors on their fields, and the
 * guard that asks before leaving with changes. Nothing typed is lost on any failure.
 */
export function useResourceForm<Rec>(options: ResourceFormOptions<Rec>): ResourceFormState<Rec> {
  const { descriptor, calls, spec, idOf, labelOf, onSaved } = options;
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [record, setRecord] = useState(options.record);
  const startValues = options.initialValues;
  const initial = useMemo(
    () => (record ? spec.valuesOf(record) : (startValues ?? spec.empty)),
    [record, spec, startValues],
  );
  const [values, setValues] = useState<FormValues>(initial);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
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
  const shown = useCallback(
    (stored: Rec) => {
      setRecord(stored as Rec & { version: number });
      setValues(spec.valuesOf(stored));
      setLocalErrors({});
    },
    [spec],
  );
  const saved = useCallback(
    (stored: Rec) => {
      notifier.success(`${capital(entity)} ${labelOf(stored)} ${record ? 'saved' : 'created'}.`);
      shown(stored);
      leaveGuard.navigateWithoutAsking(() => onSaved(stored));
    },
    [notifier, entity, labelOf, record, leaveGuard, onSaved, shown],
  );
  const saving = useVersionedSave<Rec>({
    send,
    load: record ? load : undefined,
    onSaved: saved,
    onReloaded: shown,
    formRef,
    fallbackMessage: `The ${entity} could not be saved.`,
  });

  const save = () => {
    const found = checkFields(spec.fields, values);
    setLocalErrors(found);
    if (hasFieldErrors(found)) {
      focusFirstError(formRef.current);
      return;
    }
    void saving.save();
  };

  const { clearServerError } = saving;
  const change = useCallback(
    (name: string, value: FieldValue) => {
      setValues((current) => ({ ...current, [name]: value }));
      setLocalErrors((current) => ({ ...current, [name]: '' }));
      clearServerError(name);
    },
    [clearServerError],
  );

  return {
    idPrefix,
    formRef,
    record,
    values,
    errors: { ...saving.serverErrors, ...localErrors },
    unplaced: unplacedErrors(saving.serverErrors, visibleFields(spec.fields, values)),
    dirty,
    saving,
    leaveGuard,
    change,
    save,
    revert: () => {
      setValues(initial);
      setLocalErrors({});
    },
  };
}
