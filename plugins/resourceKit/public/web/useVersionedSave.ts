import { useCallback, useState, type RefObject } from 'react';
import { isApiError } from '../../../../core/http/ApiError.ts';
import { focusFirstError, serverFieldErrors } from '../../../../core/shell/form/fieldErrors.ts';

const PRECONDITION_FAILED = 412;

export interface VersionedSaveOptions<Rec> {
  /** Sends the form: with null the version the form was opened at, else the version given (Overwrite). */
  send: (version: number | null) => Promise<Rec>;
  /** Reads the stored record, for Reload and Overwrite; absent while creating. */
  load?: () => Promise<Rec & { version: number }>;
  onSaved: (record: Rec) => void;
  /** Reload: the form shows the stored record instead of what was typed. */
  onReloaded?: (record: Rec) => void;
  /** The form whose first invalid field takes focus after a refused save. */
  formRef?: RefObject<HTMLElement | null>;
  /** The message of a failure the server did not explain. */
  fallbackMessage: string;
}

export interface VersionedSave {
  saving: boolean;
  /** Someone else saved first (412): the form offers Reload or Overwrite and keeps what was typed. */
  conflict: boolean;
  /** A failure of the whole form, in the server's words. */
  failure: string | null;
  /** The server's errors by field (400 fieldErrors, a 409 naming a field). */
  serverErrors: Readonly<Record<string, string>>;
  clearServerError: (field: string) => void;
  save: () => Promise<void>;
  reload: () => Promise<void>;
  overwrite: () => Promise<void>;
}

/**
 * A side-panel form's save against a versioned record: the stale-version conflict, the server's field
 * errors on the fields they name (the first one focused), other failures as one message. Nothing the
 * user typed is lost on any failure.
 */
export function useVersionedSave<Rec>(options: VersionedSaveOptions<Rec>): VersionedSave {
  const { send, load, onSaved, onReloaded, formRef, fallbackMessage } = options;
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const run = useCallback(
    async (version: number | null) => {
      setFailure(null);
      setSaving(true);
      try {
        const record = await send(version);
        setConflict(false);
        setServerErrors({});
        onSaved(record);
      } catch (error) {
        if (isApiError(error) && error.status === PRECONDITION_FAILED) {
          setConflict(true);
          return;
        }
        const byField = serverFieldErrors(error);
        if (Object.keys(byField).length > 0) {
          setServerErrors(byField);
          focusFirstError(formRef?.current ?? null);
        } else {
          setFailure(isApiError(error) ? error.message : fallbackMessage);
        }
      } finally {
        setSaving(false);
      }
    },
    [send, onSaved, formRef, fallbackMessage],
  );

  const stored = useCallback(async () => {
    if (!load) throw new Error('Only a stored record can be reloaded.');
    try {
      return await load();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : fallbackMessage);
      return null;
    }
  }, [load, fallbackMessage]);

  const reload = useCallback(async () => {
    const record = await stored();
    if (!record) return;
    setConflict(false);
    setServerErrors({});
    onReloaded?.(record);
  }, [stored, onReloaded]);

  const overwrite = useCallback(async () => {
    const record = await stored();
    if (!record) return;
    setConflict(false);
    await run(record.version);
  }, [stored, run]);

  const clearServerError = useCallback((field: string) => {
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { saving, conflict, failure, serverErrors, clearServerError, save: () => run(null), reload, overwrite };
}
