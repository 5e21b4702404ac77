import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import type { InboundCall, Trigger } from '../contract.ts';
import triggersPlugin from '../index.ts';
import {
  INBOUND_CALL_RESOURCE,
  INBOUND_MONITOR_PATH,
  INBOUND_PATHS,
  TRIGGER_RESOURCE,
  TRIGGERS_PATH,
} from '../paths.ts';

const CALL: InboundCall = {
  callId: '00000000-0000-4000-8000-0000000000c1',
  triggerId: '00000000-0000-4000-8000-0000000000c0',
  trigger: 'CRM activation',
  receivedAt: '2026-11-26T10:00:00.000Z',
  headers: { 'x-signature': '•••', 'content-type': 'application/xml' },
  body: '<crmOrder id="CRM-1"/>',
  payload: { msisdn: '46700001111' },
  outcome: 'CREATED',
  httpStatus: 201,
  message: 'Order ORD-00000042 created.',
  orderId: '00000000-0000-4000-8000-000000000042',
  orderNumber: 'ORD-00000042',
  durationMs: 120,
  replayOf: null,
};

const TRIGGER: Trigger = {
  triggerId: CALL.triggerId ?? '',
  name: 'CRM activation',
  description: '',
  path: 'crm-activation',
  endpoint: '/inbound/aurora/crm-activation',
  auth: 'HMAC',
  secretSet: true,
  secretUpdatedAt: '2026-01-01T00:00:00.000Z',
  format: 'XML',
  translation: 'crm-order-to-sdp',
  service: 'mobile-postpaid',
  operation: 'ADD',
  idempotencyField: 'externalId',
  subscriberKeyField: 'msisdn',
  enabled: true,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'seed',
};

function renderInbound(path: string, monitor: Record<string, string>) {
  return renderWorkspace({
    plugins: [triggersPlugin],
    path,
    user: adminUser({ permissions: { monitor, triggers: '0100' } }),
    http: (http) =>
      http
        .respond('GET', INBOUND_CALL_RESOURCE.paths.list, { items: [CALL], nextCursor: null })
        .respond('GET', TRIGGER_RESOURCE.paths.list, { items: [TRIGGER], nextCursor: null })
        .respond('GET', /^\/views\//, [])
        .respond('POST', INBOUND_PATHS.replay, {
          ...CALL,
          callId: 'replayed',
          outcome: 'REPLAYED',
          replayOf: CALL.callId,
        }),
  });
}

describe('the inbound triggers monitor', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists the calls, opens one with what came in and what it became, and replays it', async () => {
    const { events, http } = await renderInbound(INBOUND_MONITOR_PATH, { 'inbound api': '0110' });
    const grid = await screen.findByRole('grid', { name: 'Inbound Triggers' });
    await events.click(await within(grid).findByText('Order created'));
    const panel = await screen.findByRole('dialog', { name: /CRM activation/ });
    expect(within(panel).getByRole('link', { name: 'ORD-00000042' })).toBeTruthy();
    expect(within(panel).getByText(/46700001111/)).toBeTruthy();
    await events.click(within(panel).getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(http.callsTo(INBOUND_PATHS.replay)[0]?.input).toEqual({ callId: CALL.callId }));
    expect(await within(screen.getByRole('dialog', { name: /CRM activation/ })).findByText('Same order')).toBeTruthy();
  });

  it('offers a reader no replay', async () => {
    const { events } = await renderInbound(INBOUND_MONITOR_PATH, { 'inbound api': '0100' });
    const grid = await screen.findByRole('grid', { name: 'Inbound Triggers' });
    await events.click(await within(grid).findByText('Order created'));
    const panel = await screen.findByRole('dialog', { name: /CRM activation/ });
    expect(within(panel).queryByRole('button', { name: 'Replay' })).toBeNull();
  });

  it('lists the triggers with where they are called', async () => {
    await renderInbound(TRIGGERS_PATH, {});
    const grid = await screen.findByRole('grid', { name: 'Triggers' });
    expect(await within(grid).findByText('POST /inbound/aurora/crm-activation')).toBeTruthy();
    expect(within(grid).getByText('XML via crm-order-to-sdp')).toBeTruthy();
  });
});
