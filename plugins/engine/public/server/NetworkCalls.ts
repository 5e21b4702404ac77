import type { NetworkHealth } from '../contract/networkElement.ts';
import type { NetworkExchange } from '../contract/provisioningTemplate.ts';
import { serverToken } from '../../../../core/server/pluginServices.ts';
import type { ElementTarget, TemplateTarget } from './networkQueries.ts';

export interface NetworkCall {
  element: ElementTarget;
  template: TemplateTarget;
  /** The task's input the template reads. */
  input: Record<string, unknown>;
  /** Sent as `Idempotency-Key`: an attempt's id, so a retried send is not applied twice. */
  idempotencyKey?: string;
}

/**
 * Calls to network elements as the engine's HTTP steps make them (through the element's concurrency
 * gate, with its credentials and timeout): for screens that try an element or a template.
 */
export interface NetworkCalls {
  /** Sends a template's request: what went out (secrets as fingerprints), what came back, the outcome. */
  call(call: NetworkCall): Promise<NetworkExchange>;
  /** A GET of the element's health check path (or its base URL): healthy on a 2xx within its timeout. */
  health(element: ElementTarget): Promise<NetworkHealth>;
}

export const NetworkCalls = serverToken<NetworkCalls>('engine', 'NetworkCalls');
