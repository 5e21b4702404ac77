import { useId, useRef, useState, type FormEvent } from 'react';
import type { Order, OrderTask } from '../../engine/public/contract/order.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { ApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { useModalKeyScope } from '../../../core/registry/useModalKeyScope.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import * as dialogCss from '../../../core/shell/dialog/dialog.css.ts';
import { describedBy, FormField } from '../../../core/shell/form/FormField.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { useFocusTrap } from '../../../core/shell/layout/useFocusTrap.ts';
import { orderActionCalls, type OrderActionInput } from '../calls.ts';
import { ORDER_ACTION_WORDING, type OrderActionKind } from '../orderActionKinds.ts';
import { payloadText } from '../../../core/shell/controls/PayloadBlock.tsx';
import { readJsonObject } from '../../../core/shell/form/readJsonObject.ts';
import * as css from './orderActionDialog.css.ts';

interface OrderActionDialogProps {
  kind: OrderActionKind;
  order: Order;
  failedTask: OrderTask | null;
  onClose: () => void;
  /** The order as the server answered it after the action. */
  onDone: (order: Order) => void;
  /** The order changed meanwhile (412): the screen reads it again. */
  onStale: () => void;
}

const MESSAGES: Readonly<Record<OrderActionKind, (order: Order, task: OrderTask | null) => string>> = {
  retrigger: (_order, task) =>
    `The failed step${task ? ` "${task.stepName}"` : ''} runs again as a new task, its input mapped anew. Completed steps are not repeated.`,
  retryTask: (_order, task) =>
    `"${task?.stepName ?? 'The failed step'}" runs again with the input below. Both inputs are kept in the order's history.`,
  markTaskAsSuccess: (_order, task) =>
    `"${task?.stepName ?? 'The failed step'}" counts as done and the order goes on; later steps read the output below. Only do this when the result really exists.`,
  submitFailedMessage: (_order, task) =>
    `The failed request of "${task?.stepName ?? 'the failed step'}" is sent once more, exactly as it was.`,
  pause: () => 'No step starts until the order is resumed; a call under way finishes but is not followed.',
  resume: () => 'The order goes on from where it stands: what finished meanwhile is followed.',
  cancel: () => 'Scheduled and running steps are cancelled. Steps already done are not undone.',
};

/**
 * Asks before an operator action, with what the action needs (a reason, an edited input, an output);
 * focus starts on the main button. A refusal is shown here and what was typed stays.
 */
export function OrderActionDialog({ kind, order, failedTask, onClose, onDone, onStale }: OrderActionDialogProps) {
  const http = useService<HttpClient>(HttpClient);
  const wording = ORDER_ACTION_WORDING[kind];
  const ref = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const reasonId = useId();
  const jsonId = useId();
  const needsJson = kind === 'retryTask' || kind === 'markTaskAsSuccess';
  const [reason, setReason] = useState('');
  const [json, setJson] = useState(() =>
    kind === 'retryTask' ? payloadText(failedTask?.input ?? {}) : kind === 'markTaskAsSuccess' ? '{}' : '',
  );
  const [errors, setErrors] = useState<{ reason?: string; json?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  useFocusTrap(ref, true, onClose);
  useModalKeyScope();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (kind === 'markTaskAsSuccess' && reason.trim().length < 3) found.reason = 'Say why the task counts as done.';
    const parsed = needsJson ? readJsonObject(json, kind === 'retryTask' ? 'input' : 'output') : {};
    if (typeof parsed === 'string') found.json = parsed;
    setErrors(found);
    if (found.reason || found.json) {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const input: OrderActionInput = { orderId: order.orderId, version: order.version };
    if (reason.trim()) input.reason = reason.trim();
    if (kind === 'retryTask' || kind === 'markTaskAsSuccess' || kind === 'submitFailedMessage') {
      input.taskId = failedTask?.taskId;
    }
    if (kind === 'retryTask' && typeof parsed === 'object') input.input = parsed;
    if (kind === 'markTaskAsSuccess' && typeof parsed === 'object') input.output = parsed;
    setSending(true);
    http.call(orderActionCalls[kind], input).then(
      ({ data }) => onDone(data),
      (failure: unknown) => {
        setSending(false);
        if (failure instanceof ApiError && failure.status === 412) {
          onStale();
          setErrors({
            form: 'The order changed since you opened it and was read again. Check it, then confirm again.',
          });
          return;
        }
        setErrors({ form: failure instanceof Error ? failure.message : String(failure) });
      },
    );
  };

  return (
    <div className={dialogCss.dialogBackdrop}>
      <form
        ref={ref}
        className={`${dialogCss.dialog} ${needsJson ? css.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
        noValidate
      >
        <h2 id={titleId} className={dialogCss.title}>
          {wording.title} · {order.orderNumber}
        </h2>
        <p className={dialogCss.dialogText}>{MESSAGES[kind](order, failedTask)}</p>
        {failedTask?.errorMessage && needsJson ? (
          <p className={css.failure}>Last error: {failedTask.errorMessage}</p>
        ) : null}
        {needsJson ? (
          <FormField id={jsonId} label={kind === 'retryTask' ? 'Input (JSON)' : 'Output (JSON)'} error={errors.json}>
            <textarea
              id={jsonId}
              className={`${formCss.textarea} ${css.json}`}
              value={json}
              spellCheck={false}
              onChange={(event) => setJson(event.target.value)}
              {...describedBy(jsonId, errors.json)}
            />
          </FormField>
        ) : null}
        <FormField
          id={reasonId}
          label={kind === 'markTaskAsSuccess' ? 'Reason' : 'Reason (optional)'}
          error={errors.reason}
        >
          <textarea
            id={reasonId}
            className={formCss.textarea}
            value={reason}
            maxLength={500}
            rows={2}
            onChange={(event) => setReason(event.target.value)}
            {...describedBy(reasonId, errors.reason)}
          />
        </FormField>
        {errors.form ? (
          <p role="alert" className={css.failure}>
            {errors.form}
          </p>
        ) : null}
        <div className={dialogCss.dialogActions}>
          <button type="button" className={button.secondary} onClick={onClose}>
            Close
          </button>
          <button
            type="submit"
            className={wording.danger ? button.danger : button.primary}
            disabled={sending}
            data-autofocus
          >
            {wording.confirm}
          </button>
        </div>
      </form>
    </div>
  );
}
