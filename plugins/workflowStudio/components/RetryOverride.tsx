import { DEFAULT_RETRY_POLICY, type TaskTemplate } from '../../engine/public/contract/taskTemplate.ts';
import { BACKOFF_KINDS, type RetryPolicy, type WorkflowStep } from '../../engine/public/contract/workflowDefinition.ts';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { InspectorField } from './InspectorField.tsx';

const BACKOFF_LABELS: Record<RetryPolicy['backoff'], string> = {
  FIXED: 'Fixed',
  EXPONENTIAL: 'Exponential',
  LINEAR: 'Linear',
};

const DAY_MS = 86_400_000;

const wholeNumber = (min: number, max: number, what: string) => (text: string) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? null : `${what}: ${min} to ${max}.`;

interface RetryOverrideProps {
  id: string;
  step: WorkflowStep;
  template: TaskTemplate | undefined;
  readOnly: boolean;
  onStep: (id: string, patch: Partial<WorkflowStep>) => void;
}

/**
 * A step's own retry policy instead of its template's: off by default; turned on, it starts from the
 * template's policy, each setting checked as it is typed.
 */
export function RetryOverride({ id, step, template, readOnly, onStep }: RetryOverrideProps) {
  const retry = step.overrides?.retry;
  const set = (next: RetryPolicy | undefined) => onStep(step.id, { overrides: { ...step.overrides, retry: next } });
  const patch = (change: Partial<RetryPolicy>) => retry && set({ ...retry, ...change });
  const inherited = template?.retryPolicy ?? DEFAULT_RETRY_POLICY;

  return (
    <>
      <label className={form.checkOption}>
        <input
          type="checkbox"
          checked={retry !== undefined}
          disabled={readOnly}
          onChange={(event) => set(event.target.checked ? { ...inherited } : undefined)}
        />
        <span>
          Own retry policy
          {retry
            ? ''
            : ` (template: ${inherited.maxAttempts} attempts, ${BACKOFF_LABELS[inherited.backoff].toLowerCase()})`}
        </span>
      </label>
      {retry ? (
        <>
          <InspectorField
            id={`${id}-attempts`}
            label="Attempts"
            value={String(retry.maxAttempts)}
            readOnly={readOnly}
            check={wholeNumber(1, 100, 'Attempts')}
            onCommit={(text) => patch({ maxAttempts: Number(text) })}
          />
          <FormField id={`${id}-backoff`} label="Backoff">
            <select
              id={`${id}-backoff`}
              className={form.input}
              value={retry.backoff}
              disabled={readOnly}
              onChange={(event) => patch({ backoff: event.target.value as RetryPolicy['backoff'] })}
            >
              {BACKOFF_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {BACKOFF_LABELS[kind]}
                </option>
              ))}
            </select>
          </FormField>
          <InspectorField
            id={`${id}-delay`}
            label="First delay (ms)"
            value={String(retry.delayMs)}
            readOnly={readOnly}
            check={wholeNumber(0, DAY_MS, 'First delay')}
            onCommit={(text) => patch({ delayMs: Number(text) })}
          />
          <InspectorField
            id={`${id}-max-delay`}
            label="Longest delay (ms)"
            value={String(retry.maxDelayMs)}
            readOnly={readOnly}
            check={wholeNumber(0, DAY_MS, 'Longest delay')}
            onCommit={(text) => patch({ maxDelayMs: Number(text) })}
          />
          <label className={form.checkOption}>
            <input
              type="checkbox"
              checked={retry.jitter}
              disabled={readOnly}
              onChange={(event) => patch({ jitter: event.target.checked })}
            />
            <span>Jitter: spread retries at random</span>
          </label>
        </>
      ) : null}
    </>
  );
}
