import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Order, OrderChoices } from '../../engine/public/contract/order.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { orderDetailHref } from '../../engine/public/web/orderLinks.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { describedBy, FormField } from '../../../core/shell/form/FormField.tsx';
import { focusFirstError, serverFieldErrors, type FieldErrors } from '../../../core/shell/form/fieldErrors.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { readJsonObject } from '../../../core/shell/form/readJsonObject.ts';
import { PayloadEntry, type FormPayload } from '../../forms/public/web/PayloadEntry.tsx';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import { devCreateOrderCall, devOrderChoicesCall } from '../devOrderCalls.ts';
import * as css from './devOrderPage.css.ts';

const NO_CHOICES: OrderChoices = { services: [] };
const newKey = () => crypto.randomUUID();

interface DevOrderForm {
  service: string;
  operation: string;
  payload: string;
  subscriberKey: string;
  externalId: string;
  priority: string;
  idempotencyKey: string;
}

/** The errors of fields under a prefix, by the rest of their name: `payload.msisdn` → `msisdn`. */
function fieldsUnder(errors: FieldErrors, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) {
    if (name.startsWith(prefix) && message) found[name.slice(prefix.length)] = message;
  }
  return found;
}

/**
 * `/dev/order`: an order of a service's operation entered as a system would send it — its payload in the
 * operation's form (or as JSON), with an idempotency key, so sending twice makes one order — and a link to the order made.
 */
export default function DevOrderPage() {
  const http = useService<HttpClient>(HttpClient);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = {
    service: useId(),
    operation: useId(),
    payload: useId(),
    subscriberKey: useId(),
    externalId: useId(),
    priority: useId(),
    idempotencyKey: useId(),
  };
  const [choices, setChoices] = useState<OrderChoices>(NO_CHOICES);
  const [form, setForm] = useState<DevOrderForm>(() => ({
    service: '',
    operation: '',
    payload: '{\n  \n}',
    subscriberKey: '',
    externalId: '',
    priority: '5',
    idempotencyKey: newKey(),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ order: Order; replay: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const [formPayload, setFormPayload] = useState<FormPayload | null>(null);
  const [showProblems, setShowProblems] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    http.call(devOrderChoicesCall, undefined, { signal: controller.signal }).then(
      ({ data }) => setChoices(data),
      () => undefined,
    );
    return () => controller.abort();
  }, [http]);

  const service = useMemo(
    () => choices.services.find((candidate) => candidate.name === form.service),
    [choices, form.service],
  );
  const operations = service?.operations ?? [];
  const formName = (form.operation && service?.forms[form.operation]) || null;
  const payloadErrors = useMemo(() => fieldsUnder(errors, 'payload.'), [errors]);
  const formProblemCount = formPayload ? Object.keys(formPayload.problems).length : 0;
  const set = (name: keyof DevOrderForm, value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = formPayload ? formPayload.payload : readJsonObject(form.payload, 'payload');
    const found: Record<string, string> = {};
    if (!form.service) found.service = 'Choose a service.';
    if (!form.operation) found.operation = 'Choose an operation.';
    if (typeof payload === 'string') found.payload = payload;
    setErrors(found);
    setShowProblems(true);
    setFailure(null);
    if (Object.keys(found).length > 0 || typeof payload === 'string' || formProblemCount > 0) {
      return focusFirstError(formRef.current);
    }
    setSending(true);
    try {
      const { data, message } = await http.call(devCreateOrderCall, {
        idempotencyKey: form.idempotencyKey,
        order: {
          service: form.service,
          operation: form.operation,
          payload,
          subscriberKey: form.subscriberKey.trim() || null,
          externalId: form.externalId.trim() || null,
          priority: Number(form.priority),
        },
      });
      setCreated({ order: data, replay: message === 'Order already received' });
    } catch (error) {
      const byField = serverFieldErrors(error);
      setErrors(byField);
      setFailure(error instanceof Error ? error.message : String(error));
      focusFirstError(formRef.current);
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame
      title="Create Order"
      summary="Send an order as a system would: a service's operation with its payload, in the operation's form or as JSON."
    >
      <form ref={formRef} className={css.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={css.row}>
          <FormField id={ids.service} label="Service" error={errors.service}>
            <select
              id={ids.service}
              className={formCss.input}
              value={form.service}
              onChange={(event) => setForm((current) => ({ ...current, service: event.target.value, operation: '' }))}
              {...describedBy(ids.service, errors.service)}
            >
              <option value="">Choose a service</option>
              {choices.services.map((service) => (
                <option key={service.name} value={service.name}>
                  {service.displayName} ({service.name})
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={ids.operation} label="Operation" error={errors.operation}>
            <select
              id={ids.operation}
              className={formCss.input}
              value={form.operation}
              onChange={(event) => set('operation', event.target.value)}
              {...describedBy(ids.operation, errors.operation)}
            >
              <option value="">Choose an operation</option>
              {operations.map((operation) => (
                <option key={operation} value={operation}>
                  {operation}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <PayloadEntry
          id={ids.payload}
          formName={formName}
          json={form.payload}
          onJsonChange={(text) => set('payload', text)}
          jsonError={errors.payload}
          showProblems={showProblems}
          onFormPayload={setFormPayload}
          serverErrors={payloadErrors}
        />
        <div className={css.row}>
          <FormField id={ids.subscriberKey} label="Subscriber key" error={errors.subscriberKey}>
            <input
              id={ids.subscriberKey}
              className={formCss.input}
              value={form.subscriberKey}
              onChange={(event) => set('subscriberKey', event.target.value)}
              {...describedBy(ids.subscriberKey, errors.subscriberKey)}
            />
          </FormField>
          <FormField id={ids.externalId} label="External id" error={errors.externalId}>
            <input
              id={ids.externalId}
              className={formCss.input}
              value={form.externalId}
              onChange={(event) => set('externalId', event.target.value)}
              {...describedBy(ids.externalId, errors.externalId)}
            />
          </FormField>
          <FormField id={ids.priority} label="Priority (1–9)" error={errors.priority}>
            <select
              id={ids.priority}
              className={formCss.input}
              value={form.priority}
              onChange={(event) => set('priority', event.target.value)}
            >
              {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((priority) => (
                <option key={priority} value={priority}>
                  {priority}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField
          id={ids.idempotencyKey}
          label="Idempotency key"
          hint="Sending again with the same key answers the same order; a new key makes a new order."
        >
          <div className={css.keyRow}>
            <input
              id={ids.idempotencyKey}
              className={`${formCss.input} ${css.mono}`}
              value={form.idempotencyKey}
              onChange={(event) => set('idempotencyKey', event.target.value)}
              {...describedBy(ids.idempotencyKey, undefined, 'hint')}
            />
            <button type="button" className={button.secondary} onClick={() => set('idempotencyKey', newKey())}>
              New key
            </button>
          </div>
        </FormField>
        {failure ? (
          <p role="alert" className={css.failure}>
            {failure}
          </p>
        ) : showProblems && formProblemCount > 0 ? (
          <p role="alert" className={css.failure}>
            The form has {formProblemCount} field{formProblemCount === 1 ? '' : 's'} to mend.
          </p>
        ) : null}
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={sending}>
            Create order
          </button>
        </div>
        {created ? (
          <p role="status" className={css.created}>
            {created.replay ? 'Already received as ' : 'Created '}
            <Link to={orderDetailHref(created.order)}>{created.order.orderNumber}</Link> (
            {created.order.state.toLowerCase()}).
          </p>
        ) : null}
      </form>
    </PageFrame>
  );
}
