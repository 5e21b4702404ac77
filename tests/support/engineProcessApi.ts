import type { Order } from '../../plugins/engine/public/contract/order.ts';
import { inLanes } from './inLanes.ts';
import type { ServerProcess } from './serverProcess.ts';

/** The calls the engine's process-level tests make over real HTTP to a server process. */

export const DURABLE_ADMIN_PASSWORD = 'Admin#Durable-2026-pass';
export const SIMULATED = ['hlr', 'pcrf', 'billing', 'oss', 'iptv'];

/**
 * The environment of a server the durability tests start: no demo history, a short recovery time, and
 * their subscriber's endpoint on 127.0.0.1 allowed.
 */
export const DURABLE_SERVER_ENV = {
  SDP_ADMIN_PASSWORD: DURABLE_ADMIN_PASSWORD,
  SDP_DEMO_ORDERS: '0',
  SDP_JOB_RECOVERY_SECONDS: '12',
  SDP_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
  SDP_REVERSE_PRIVATE_DESTINATIONS: '127.0.0.1',
};

export async function api<T>(
  server: ServerProcess,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.baseUrl}/proactive/rest${path}`, {
    method,
    headers: {
      'x-sdp-provider': 'sdp-console',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: string; data: T; errorDescription: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.errorDescription}`);
  return envelope.data;
}

/** The orders as the server has them now, a few read at a time (`inLanes`), in the ids' order. */
export function ordersOf(server: ServerProcess, token: string, ids: readonly string[]): Promise<Order[]> {
  return inLanes(ids, (id) => api<Order>(server, token, 'GET', `/order/orderinfo/${id}`));
}

/** Each order's state now, in the ids' order. */
export async function orderStates(server: ServerProcess, token: string, ids: readonly string[]): Promise<string[]> {
  return (await ordersOf(server, token, ids)).map((order) => order.state);
}

export async function signIn(server: ServerProcess): Promise<string> {
  const data = await api<{ token: string }>(server, null, 'POST', '/authentication/uilogin', {
    username: 'admin',
    password: DURABLE_ADMIN_PASSWORD,
  });
  return data.token;
}

/** Sets every simulated element's latency, failing nothing. */
export async function simulateLatency(server: ServerProcess, token: string, latencyMs: number): Promise<void> {
  for (const element of SIMULATED) {
    await api(server, token, 'PUT', '/network/simulator', { element, latencyMs, failureRate: 0 });
  }
}

/** Submits mobile ADD orders (four network calls each); answers their ids. */
export async function submit(server: ServerProcess, token: string, count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const msisdn = `${prefix}${String(index).padStart(4, '0')}`;
    const order = await api<{ orderId: string }>(server, token, 'POST', '/order/createOrder', {
      service: 'mobile-postpaid',
      operation: 'ADD',
      subscriberKey: msisdn,
      payload: { msisdn, iccid: `8949${msisdn}`, plan: 'M' },
    });
    ids.push(order.orderId);
  }
  return ids;
}
