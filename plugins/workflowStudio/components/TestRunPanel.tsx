import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CreateOrder } from '../../engine/public/contract/order.ts';
import { SERVICE_STUDIO_PATH } from '../../engine/public/web/studioLinks.ts';
import { useResourceChoices } from '../../resourceKit/public/web/useResourceChoices.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { FailureBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { PayloadEntry, type FormPayload } from '../../forms/public/web/PayloadEntry.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { readJsonObject } from '../../../core/shell/form/readJsonObject.ts';
import { serviceCalls } from '../calls.ts';
import { runTargets } from '../testRun.ts';
import * as css from './studio.css.ts';

/** What the panel keeps between runs, so "Run again" starts from the last one. */
export interface TestRunInput {
  target: string;
  payload: string;
  subscriberKey: string;
}

export const EMPTY_TEST_RUN: TestRunInput = { target: '', payload: '{\n  \n}', subscriberKey: '' };

interface TestRunPanelProps {
  workflowId: string;
  workflowName: string;
  latestVersion: number | null;
  /** The draft has changes no published version has. */
  draftAhead: boolean;
  initial: TestRunInput;
  onRun: (order: CreateOrder, input: TestRunInput) => Promise<string | null>;
  onClose: () => void;
}

/**
 * "Run a test order": an order for one of the service operations that run this workflow, entered like
 * any other, whose run the canvas then shows step by step.
 */
export function TestRunPanel(props: TestRunPanelProps) {
  const { workflowId, workflowName, latestVersion, draftAhead, initial, onRun, onClose } = props;
  const id = useId();
  const services = useResourceChoices(serviceCalls.list, 'name');
  const targets = useMemo(() => runTargets(services, workflowId, latestVersion), [services, workflowId, latestVersion]);
  const [input, setInput] = useState<TestRunInput>(initial);
  const [errors, setErrors] = useState<{ target?: string; payload?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [formPayload, setFormPayload] = useState<FormPayload | null>(null);
  const [tried, setTried] = useState(false);
  const chosen =
    targets.find((target) => target.key === input.target) ?? (targets.length === 1 ? targets[0] : undefined);

  const run = async () => {
    setTried(true);
    const payload = formPayload ? formPayload.payload : readJsonObject(input.payload, 'payload');
    const formProblems = formPayload ? Object.keys(formPayload.problems).length : 0;
    const found = {
      ...(chosen ? {} : { target: 'Choose the operation to enter the order for.' }),
      ...(typeof payload === 'string' ? { payload } : {}),
      ...(chosen && chosen.version === null
        ? { target: 'This operation runs no published version yet: publish the draft first.' }
        : {}),
    };
    setErrors(found);
    if (!chosen || typeof payload === 'string' || Object.keys(found).length > 0 || formProblems > 0) return;
    setSending(true);
    const subscriberKey = input.subscriberKey.trim();
    setFailure(
      await onRun(
        { service: chosen.service, operation: chosen.operation, payload, subscriberKey: subscriberKey || null },
        { ...input, target: chosen.key },
      ),
    );
    setSending(false);
  };

  return (
    <SidePanel
      title={`Run a test order on ${workflowName}`}
      onClose={onClose}
      onSave={() => void run()}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className={button.primary}
            disabled={sending || targets.length === 0}
          >
            {sending ? 'Entering…' : 'Run test order'}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className={css.inspector}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        {targets.length === 0 ? (
          <p className={css.muted}>
            No service operation runs this workflow yet: map it to one in the{' '}
            <Link to={SERVICE_STUDIO_PATH}>service studio</Link> to enter a test order.
          </p>
        ) : (
          <p className={css.muted}>
            The order runs the version its operation runs (version {chosen?.version ?? '—'})
            {draftAhead ? '; the draft’s unpublished changes are not part of it' : ''}. The canvas shows each step as it
            runs.
          </p>
        )}
        <FormField id={`${id}-target`} label="Service operation" error={errors.target}>
          <select
            id={`${id}-target`}
            className={form.input}
            value={chosen?.key ?? ''}
            data-autofocus
            aria-invalid={errors.target ? true : undefined}
            onChange={(event) => {
              setInput((current) => ({ ...current, target: event.target.value }));
              setErrors((current) => ({ ...current, target: undefined }));
            }}
          >
            <option value="">Choose an operation</option>
            {targets.map((target) => (
              <option key={target.key} value={target.key}>
                {target.label}
              </option>
            ))}
          </select>
        </FormField>
        <PayloadEntry
          id={`${id}-payload`}
          formName={chosen?.form ?? null}
          json={input.payload}
          onJsonChange={(text) => {
            setInput((current) => ({ ...current, payload: text }));
            setErrors((current) => ({ ...current, payload: undefined }));
          }}
          jsonLabel="Payload"
          jsonHint="A JSON object: what the order carries, as the workflow's conditions and mappings read it."
          jsonError={errors.payload}
          showProblems={tried}
          onFormPayload={setFormPayload}
        />
        <FormField id={`${id}-subscriber`} label="Subscriber key" hint="Optional: an MSISDN or account number.">
          <input
            id={`${id}-subscriber`}
            className={form.input}
            value={input.subscriberKey}
            onChange={(event) => setInput((current) => ({ ...current, subscriberKey: event.target.value }))}
          />
        </FormField>
        {failure ? <FailureBanner message={failure} /> : null}
      </form>
    </SidePanel>
  );
}
