import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import type { Delivery, Subscriber } from '../contract.ts';
import reverseSyncPlugin from '../index.ts';
import {
  CONFIGURATION_PATH,
  DELIVERY_RESOURCE,
  DELIVERY_STREAM_EVENT,
  EVENTS_PATH,
  REVERSE_PATHS,
  SUBSCRIBER_RESOURCE,
  SUBSCRIBERS_PATH,
} from '../paths.ts';
import { CONFIGURATION, FAILED_DELIVERY, SUBSCRIBER } from './reverseFixtures.ts';

const SECRET = 'whsec_c2VjcmV0LW9uY2U=';

function renderReverse(path: string, flags: string) {
  return renderWorkspace({
    plugins: [reverseSyncPlugin],
    path,
    user: adminUser({ permissions: { reverseSync: { subscribers: flags, events: flags, configuration: flags } } }),
    http: (http) =>
      http
        .respond('GET', SUBSCRIBER_RESOURCE.paths.list, { items: [SUBSCRIBER], nextCursor: null })
        .respond('POST', SUBSCRIBER_RESOURCE.paths.create ?? '', (_url: URL, input: unknown): Subscriber => ({
          ...SUBSCRIBER,
          ...(input as Partial<Subscriber>),
          subscriberId: '00000000-0000-4000-8000-0000000000a2',
          secret: SECRET,
        }))
        .respond('POST', /^\/api\/subscriber\/sendTestEvent\//, {
          delivered: false,
          attempt: {
            number: 1,
            at: '2026-11-26T11:00:00.000Z',
            statusCode: 503,
            latencyMs: 9,
            response: 'try later',
            ok: false,
          },
        })
        .respond('GET', DELIVERY_RESOURCE.paths.list, { items: [FAILED_DELIVERY], nextCursor: null })
        .respond('POST', REVERSE_PATHS.replay, (): Delivery => ({
          ...FAILED_DELIVERY,
          deliveryId: '00000000-0000-4000-8000-0000000000d2',
          state: 'PENDING',
          attempts: [],
          replayOf: FAILED_DELIVERY.deliveryId,
        }))
        .respond('POST', REVERSE_PATHS.replayFailed, (_url: URL, input: unknown) => {
          const { dryRun } = input as { dryRun: boolean };
          return dryRun
            ? { jobId: null, count: 1, dryRun: true, state: 'DONE', done: 0, results: [] }
            : { jobId: 'job-1', count: 1, dryRun: false, state: 'RUNNING', done: 0, results: [] };
        })
        .respond('GET', /^\/reverseSync\/replayJobs\//, {
          jobId: 'job-1',
          count: 1,
          dryRun: false,
          state: 'DONE',
          done: 1,
          results: [{ deliveryId: FAILED_DELIVERY.deliveryId, replayId: 'r1', message: 'Queued to be sent again' }],
        })
        .respond('GET', REVERSE_PATHS.configuration, CONFIGURATION)
        .respond('PUT', REVERSE_PATHS.configuration, (_url: URL, input: unknown) => ({
          ...CONFIGURATION,
          ...(input as object),
          version: CONFIGURATION.version + 1,
        }))
        .respond('GET', /^\/views\//, []),
  });
}

describe('reverse sync screens', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('shows a new subscriber’s signing secret once, after it is created', async () => {
    const { events, http } = await renderReverse(`${SUBSCRIBERS_PATH}?new=1`, '1111');
    const panel = await screen.findByRole('dialog', { name: /subscriber/i }, { timeout: 15_000 });
    await events.type(within(panel).getByLabelText('Name'), 'Billing');
    await events.type(within(panel).getByLabelText('URL'), 'https://billing.example.com/hooks');
    await events.click(within(panel).getByLabelText('Order completed'));
    await events.clear(within(panel).getByLabelText('Retry schedule'));
    await events.type(within(panel).getByLabelText('Retry schedule'), '0 s, 1 min, 2 h');
    await events.click(within(panel).getByRole('button', { name: /^(Create|Save)/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Signing secret of Billing' });
    expect(within(dialog).getByText(SECRET)).toBeTruthy();
    expect(within(dialog).getByText('you will not see it again')).toBeTruthy();
    const sent = http.callsTo(SUBSCRIBER_RESOURCE.paths.create ?? '')[0]?.input as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Billing', eventTypes: ['ORDER_COMPLETED'], retrySchedule: [0, 60, 7_200] });
    expect(sent.service).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('sends a test event from a subscriber’s health and shows the answer', async () => {
    const { events } = await renderReverse(SUBSCRIBERS_PATH, '1111');
    const grid = await screen.findByRole('grid', { name: 'Subscribers' });
    expect(await within(grid).findByText('50% delivered')).toBeTruthy();
    await events.click(within(grid).getByRole('button', { name: /actions/i }));
    await events.click(await screen.findByRole('menuitem', { name: 'Health and test event' }));
    const panel = await screen.findByRole('dialog', { name: /CRM/ });
    expect(within(panel).getByText(/50% of 4 attempts/)).toBeTruthy();
    await events.click(within(panel).getByRole('button', { name: 'Send test event' }));
    expect(await within(panel).findByText('Test event not delivered')).toBeTruthy();
    expect(within(panel).getByText('try later')).toBeTruthy();
  });

  it('lists deliveries, replays one, reloads on a live attempt', async () => {
    const { events, http, streams } = await renderReverse(EVENTS_PATH, '1111');
    const grid = await screen.findByRole('grid', { name: 'Events' });
    await events.click(await within(grid).findByText('receiver down'));
    const panel = await screen.findByRole('dialog', { name: /Order completed → CRM/ });
    await events.click(within(panel).getByRole('button', { name: 'Replay' }));
    await waitFor(() =>
      expect(http.callsTo(REVERSE_PATHS.replay)[0]?.input).toEqual({ deliveryId: FAILED_DELIVERY.deliveryId }),
    );
    expect(
      await within(await screen.findByRole('dialog', { name: /Order completed → CRM/ })).findByText(
        'Not sent yet: waiting for its turn, as the subscriber’s concurrency and rate limit allow.',
      ),
    ).toBeTruthy();
    const lists = http.callsTo(DELIVERY_RESOURCE.paths.list).length;
    streams.emit(REVERSE_PATHS.deliveryStream, DELIVERY_STREAM_EVENT, {
      attemptId: '9',
      deliveryId: FAILED_DELIVERY.deliveryId,
      subscriberId: SUBSCRIBER.subscriberId,
      orderId: FAILED_DELIVERY.orderId,
      ok: true,
      at: '2026-11-26T12:00:00.000Z',
    });
    await waitFor(() => expect(http.callsTo(DELIVERY_RESOURCE.paths.list).length).toBeGreaterThan(lists));
  });

  it('counts failed deliveries first, then replays them as a job with a result per delivery', async () => {
    const { events, http } = await renderReverse(`${EVENTS_PATH}?replayFailed=1`, '1111');
    const panel = await screen.findByRole('dialog', { name: 'Replay failed deliveries' });
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'CRM' })).toBeTruthy());
    expect((within(panel).getByRole('button', { name: 'Replay' }) as HTMLButtonElement).disabled).toBe(true);
    await events.click(within(panel).getByRole('button', { name: 'Count (dry run)' }));
    expect(await within(panel).findByText('1 failed delivery would be sent again.')).toBeTruthy();
    await events.click(within(panel).getByRole('button', { name: 'Replay 1' }));
    expect(await within(panel).findByText('Replay done: 1 of 1', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(panel).getByText('Queued to be sent again')).toBeTruthy();
    const calls = http.callsTo(REVERSE_PATHS.replayFailed).map((call) => call.input as { dryRun: boolean });
    expect(calls.map((call) => call.dryRun)).toEqual([true, false]);
  });

  it('filters by order number apart from the sort direction, a link with the filter’s former name included', async () => {
    const { http } = await renderReverse(`${EVENTS_PATH}?reverseEvents.f.order=ORD-7`, '0100');
    await screen.findByRole('grid', { name: 'Events' });
    await waitFor(() =>
      expect(http.callsTo(DELIVERY_RESOURCE.paths.list).at(-1)?.path).toMatch(/[?&]orderNumber=ORD-7(&|$)/),
    );
    expect(http.callsTo(DELIVERY_RESOURCE.paths.list).map((call) => call.path)).not.toContainEqual(
      expect.stringMatching(/[?&]order=ORD-7/),
    );
    expect(window.location.search).toContain('reverseEvents.f.orderNumber=ORD-7');
  });

  it('offers a reader neither replay nor saving the configuration', async () => {
    await renderReverse(`${EVENTS_PATH}?replayFailed=1`, '0100');
    await screen.findByRole('grid', { name: 'Events' });
    expect(screen.queryByRole('button', { name: 'Replay failed since…' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Replay failed deliveries' })).toBeNull();
  });

  it('saves the configuration at the version read, with the schedule as typed', async () => {
    const { events, http } = await renderReverse(CONFIGURATION_PATH, '1111');
    const schedule = await screen.findByLabelText('Default retry schedule');
    expect((schedule as HTMLInputElement).value).toBe('0 s, 5 s, 5 min');
    await events.clear(schedule);
    await events.type(schedule, '0 s, soon');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/“soon” is not a delay/)).toBeTruthy();
    expect(http.callsTo(REVERSE_PATHS.configuration).filter((call) => call.method === 'PUT')).toHaveLength(0);
    await events.clear(schedule);
    await events.type(schedule, '0 s, 10 min');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/refused unless the server’s operator allows them/)).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(http.callsTo(REVERSE_PATHS.configuration).find((call) => call.method === 'PUT')?.input).toMatchObject({
        retrySchedule: [0, 600],
        version: CONFIGURATION.version,
      }),
    );
    expect(await screen.findByText('Version 4')).toBeTruthy();
  });
});
