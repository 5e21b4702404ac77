import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FormDefinition } from '../contract/formDefinition.ts';
import {
  formProblems,
  shownFields,
  submittedValues,
  unconditionalFields,
  type FormValues,
} from '../contract/formValues.ts';
import { evaluateInBrowser } from './browserConditions.ts';
import { draftOf, readDraft, type FormDraft, type FormDraftValue } from './formDraft.ts';

export interface FormEntry {
  draft: FormDraft;
  setField(key: string, value: FormDraftValue): void;
  /** The keys of the fields shown now (their conditions evaluated over the values). */
  shown: ReadonlySet<string>;
  /** Each field's problem by key, as order entry and the server would find it. */
  problems: Readonly<Record<string, string>>;
  /** The values to send: what the form was given beside its fields, and the shown fields' values. */
  payload: FormValues;
  /** Starts again from these values (or the defaults). */
  reset(values?: FormValues): void;
}

/**
 * A form being filled in, checked as order entry and the server check it: values read from the draft,
 * conditions evaluated in the browser after each change, and each shown field's problem. `initial` is
 * what it starts from (an order's payload, an item's data); keys the form does not know are sent as given.
 */
export function useFormEntry(definition: FormDefinition, initial: FormValues = {}): FormEntry {
  const [base, setBase] = useState<FormValues>(initial);
  const [draft, setDraft] = useState<FormDraft>(() => draftOf(definition, initial));
  const { values, problems: parseProblems } = useMemo(
    () => readDraft(definition, draft, base),
    [definition, draft, base],
  );
  const [shown, setShown] = useState<ReadonlySet<string>>(() => unconditionalFields(definition));

  useEffect(() => {
    let current = true;
    void shownFields(definition, values, evaluateInBrowser).then((next) => {
      if (current) setShown(next);
    });
    return () => {
      current = false;
    };
  }, [definition, values]);

  const problems = useMemo(() => {
    const found: Record<string, string> = {};
    for (const problem of [...parseProblems, ...formProblems(definition, values, shown)]) {
      found[problem.key] ??= problem.message;
    }
    return found;
  }, [definition, values, shown, parseProblems]);

  const setField = useCallback(
    (key: string, value: FormDraftValue) => setDraft((current) => ({ ...current, [key]: value })),
    [],
  );
  const reset = useCallback(
    (next: FormValues = {}) => {
      setBase(next);
      setDraft(draftOf(definition, next));
    },
    [definition],
  );
  const payload = useMemo(() => submittedValues(definition, values, shown), [definition, values, shown]);
  return { draft, setField, shown, problems, payload, reset };
}
