import { DEFAULT_SUCCESS_CONDITION, type NetworkExchange } from '../../public/contract/provisioningTemplate.ts';
import type { TaskErrorCode } from '../../public/contract/taskTemplate.ts';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../../../core/server/crypto/SecretBox.ts';
import type { CoreDatabase } from '../../../../core/server/db/schema.ts';
import type { XmlTranslations } from '../../../translator/public/server/XmlTranslations.ts';
import type { ExpressionEvaluator } from '../../../../core/server/expressions/ExpressionEvaluator.ts';
import { authHeaders, secretFingerprint } from '../../public/server/networkAuth.ts';
import type { ElementGate } from './ElementGate.ts';
import type { NetworkCall } from '../../public/server/NetworkCalls.ts';
import type { ElementTarget, TemplateTarget } from '../../public/server/networkQueries.ts';
import { RenderProblem, renderRequest, type RenderedRequest } from './renderRequest.ts';
import { parseResponseBody } from './responseBody.ts';

/** What a call to a network element needs of the server. */
export interface NetworkCallDeps {
  db: Kysely<CoreDatabase>;
  expressions: ExpressionEvaluator;
  /** Runs an XML body through the translation its template names (the translator's XSLT). */
  translations: XmlTranslations;
  secrets: SecretBox;
  localOrigin(): string | null;
  gate: ElementGate;
}

/** Bodies kept in an exchange (shown to operators, stored with attempts) are cut at this size. */
export const MAX_SHOWN_BODY = 256 * 1024;
const shown = (text: string) =>
  text.length > MAX_SHOWN_BODY
    ? `${text.slice(0, MAX_SHOWN_BODY)}\n… (${text.length - MAX_SHOWN_BODY} more characters)`
    : text;

type Outcome = NetworkExchange['outcome'];
const failed = (errorCode: TaskErrorCode, message: string): Outcome => ({
  succeeded: false,
  errorCode,
  message,
  output: null,
});

function elementUrl(element: ElementTarget, origin: string | null, path: string): string | null {
  if (!element.baseUrl.startsWith('/')) return `${element.baseUrl}${path}`;
  return origin === null ? null : `${origin}${element.baseUrl}${path}`;
}

function statusError(status: number): TaskErrorCode {
  if (status === 429) return 'HTTP_429';
  if (status >= 500) return 'HTTP_5XX';
  if (status >= 400) return 'HTTP_4XX';
  return 'SUCCESS_CONDITION';
}

async function judge(
  deps: NetworkCallDeps,
  template: TemplateTarget,
  response: { status: number; headers: Record<string, string>; body: unknown },
): Promise<Outcome> {
  let succeeded: unknown;
  try {
    succeeded = await deps.expressions.evaluate(template.successCondition ?? DEFAULT_SUCCESS_CONDITION, response);
  } catch (error) {
    return failed('MAPPING', `The success condition failed: ${(error as Error).message}`);
  }
  if (succeeded !== true) {
    return failed(
      statusError(response.status),
      `The element answered ${response.status}, which the success condition does not accept`,
    );
  }
  try {
    const output =
      template.responseMapping === null
        ? response.body
        : await deps.expressions.evaluate(template.responseMapping, response);
    return { succeeded: true, errorCode: null, message: `Answered ${response.status}`, output: output ?? null };
  } catch (error) {
    return failed('MAPPING', `The response mapping failed: ${(error as Error).message}`);
  }
}

/** The rendered request with its XML body through the template's translation, when it names one. */
async function translated(
  deps: NetworkCallDeps,
  template: TemplateTarget,
  rendered: RenderedRequest,
): Promise<RenderedRequest> {
  if (template.translation === null || template.bodyFormat !== 'XML' || rendered.body === null) return rendered;
  const result = await deps.translations.translate(deps.db, template.tenantId, template.translation, rendered.body);
  if ('problem' in result) throw new RenderProblem(`body: the translation ${template.translation}: ${result.problem}`);
  return { ...rendered, body: result.output };
}

/**
 * One call of a provisioning template: rendered for the input, authenticated, sent within the element's
 * timeout and concurrency limit, and judged by the success condition. Never throws: every failure is an
 * outcome with a task error code, and the exchange shows what went out (secrets as fingerprints) and what
 * came back.
 */
export async function callNetwork(deps: NetworkCallDeps, call: NetworkCall): Promise<NetworkExchange> {
  const { element, template } = call;
  const request = { method: template.method, url: `${element.baseUrl}${template.path}`, headers: {}, body: null };
  if (!element.enabled) {
    return {
      request,
      response: null,
      outcome: failed('NOT_AVAILABLE', `The network element ${element.name} is disabled`),
    };
  }
  if (!template.enabled) {
    return {
      request,
      response: null,
      outcome: failed(
        'NOT_AVAILABLE',
        `The provisioning template ${template.operation} of ${element.name} is disabled`,
      ),
    };
  }
  let rendered: RenderedRequest;
  let secretHeaders: Record<string, string>;
  try {
    rendered = await translated(deps, template, await renderRequest(template, call.input, deps.expressions));
    secretHeaders = authHeaders(element.auth, deps.secrets);
  } catch (error) {
    const code = error instanceof RenderProblem ? 'MAPPING' : 'NOT_AVAILABLE';
    return { request, response: null, outcome: failed(code, (error as Error).message) };
  }
  const url = elementUrl(element, deps.localOrigin(), rendered.path);
  const headers: Record<string, string> = {
    accept: element.protocol === 'XML' ? 'application/xml, text/xml' : 'application/json',
    ...rendered.headers,
    ...(rendered.contentType ? { 'content-type': rendered.contentType } : {}),
    ...(call.idempotencyKey ? { 'idempotency-key': call.idempotencyKey } : {}),
  };
  const shownHeaders = { ...headers };
  for (const [name, value] of Object.entries(secretHeaders)) shownHeaders[name] = secretFingerprint(value);
  const sent = { method: rendered.method, url: url ?? request.url, headers: shownHeaders, body: rendered.body };
  if (url === null) {
    return { request: sent, response: null, outcome: failed('NOT_AVAILABLE', 'This server is not listening yet') };
  }

  return deps.gate.run(element.id, element.concurrencyLimit, async () => {
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: rendered.method,
        headers: { ...headers, ...secretHeaders },
        body: rendered.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(element.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return {
        request: sent,
        response: null,
        outcome: timedOut
          ? failed('TIMEOUT', `No answer within ${element.timeoutMs} ms`)
          : failed('CONNECTION', `The element could not be reached${cause ? ` (${cause})` : ''}`),
      };
    }
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const responseHeaders = Object.fromEntries(response.headers.entries());
    const body = parseResponseBody(response.headers.get('content-type'), text);
    const outcome = await judge(deps, template, { status: response.status, headers: responseHeaders, body });
    return {
      request: sent,
      response: { status: response.status, headers: responseHeaders, body: shown(text), durationMs },
      outcome,
    };
  });
}
