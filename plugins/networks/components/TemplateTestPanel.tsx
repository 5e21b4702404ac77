import { useId, useState } from 'react';
import type { NetworkExchange, ProvisioningTemplate } from '../../engine/public/contract/provisioningTemplate.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { PayloadBlock } from '../../../core/shell/controls/PayloadBlock.tsx';
import { statusPill } from '../../../core/shell/controls/statusPill.css.ts';
import { FailureBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { readJsonObject } from '../../../core/shell/form/readJsonObject.ts';
import { testTemplateCall } from '../calls.ts';
import { sampleInput } from '../sampleInput.ts';
import * as css from './templateTest.css.ts';

interface TemplateTestPanelProps {
  template: ProvisioningTemplate;
  onClose: () => void;
}

/** What the exchange showed: the request that went out, the response, and the outcome with its output. */
function ExchangeView({ exchange }: { exchange: NetworkExchange }) {
  const { request, response, outcome } = exchange;
  return (
    <div className={css.exchange} aria-live="polite">
      <p className={css.outcome}>
        <span className={outcome.succeeded ? statusPill.success : statusPill.danger}>
          {outcome.succeeded ? 'Succeeded' : `Failed${outcome.errorCode ? ` · ${outcome.errorCode}` : ''}`}
        </span>
        <span>{outcome.message}</span>
      </p>
      <PayloadBlock label="Output" value={outcome.output} />
      <PayloadBlock label={`Request · ${request.method} ${request.url}`} value={request.body ?? '(no body)'} />
      {response ? (
        <PayloadBlock
          label={`Response · ${response.status} in ${Math.round(response.durationMs)} ms`}
          value={response.body || '(no body)'}
        />
      ) : (
        <p className={css.muted}>No response came back.</p>
      )}
      <PayloadBlock label="Request headers" value={request.headers} />
      {response ? <PayloadBlock label="Response headers" value={response.headers} /> : null}
    </div>
  );
}

/**
 * "Send test request": the template's request with a sample task input, sent now to its element (the
 * simulator's on a demo start), showing what went out, what came back and what the task would output.
 */
export function TemplateTestPanel({ template, onClose }: TemplateTestPanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const id = useId();
  const [input, setInput] = useState(() => sampleInput(template));
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [inputError, setInputError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [exchange, setExchange] = useState<NetworkExchange | null>(null);

  const send = async () => {
    const parsed = readJsonObject(input, 'input');
    if (typeof parsed === 'string') {
      setInputError(parsed);
      return;
    }
    setInputError(undefined);
    setFailure(null);
    setSending(true);
    try {
      const { data } = await http.call(testTemplateCall, {
        provisioningTemplateId: template.provisioningTemplateId,
        input: parsed,
        idempotencyKey: idempotencyKey.trim() || undefined,
      });
      setExchange(data);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'The test request could not be sent.');
    } finally {
      setSending(false);
    }
  };

  return (
    <SidePanel
      title={`Send test request · ${template.networkElement} › ${template.operation}`}
      subtitle={`${template.method} ${template.path}`}
      size="wide"
      onClose={onClose}
      onSave={() => void send()}
      footer={
        <>
          <button type="button" className={button.secondary} onClick={onClose}>
            Close
          </button>
          <button type="submit" form={`${id}-form`} className={button.primary} disabled={sending}>
            {sending ? 'Sending…' : 'Send'}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className={css.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <FormField
          id={`${id}-input`}
          label="Task input (JSON)"
          error={inputError}
          hint="What the task’s input mapping would give."
        >
          <textarea
            id={`${id}-input`}
            className={form.codeTextarea}
            rows={8}
            spellCheck={false}
            value={input}
            aria-invalid={inputError ? true : undefined}
            data-autofocus
            onChange={(event) => setInput(event.target.value)}
          />
        </FormField>
        <FormField
          id={`${id}-key`}
          label="Idempotency key"
          hint="Optional: sent as the Idempotency-Key header, as a task attempt sends its id."
        >
          <input
            id={`${id}-key`}
            className={form.input}
            value={idempotencyKey}
            autoComplete="off"
            onChange={(event) => setIdempotencyKey(event.target.value)}
          />
        </FormField>
      </form>
      {failure ? <FailureBanner message={failure} /> : null}
      {exchange ? <ExchangeView exchange={exchange} /> : null}
    </SidePanel>
  );
}
