import type { StepPositions } from '../../plugins/engine/public/contract/layeredLayout.ts';
import type { Order, OrderEvent, OrderTask } from '../../plugins/engine/public/contract/order.ts';
import type { WorkflowVersion } from '../../plugins/engine/public/contract/workflow.ts';

/** A parked mobile order whose policy step failed, for the order screens' tests. */
export function parkedOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderId: '0b1c2d3e-4f50-4617-8899-aabbccddeeff',
    orderNumber: 'ORD-00000042',
    serviceId: 's-1',
    service: 'mobile-postpaid',
    operation: 'ADD',
    workflowId: 'w-1',
    workflow: 'Mobile postpaid – add',
    workflowVersion: 3,
    accountId: null,
    subscriberKey: '491701234567',
    externalId: 'CRM-1',
    payload: { msisdn: '491701234567' },
    priority: 5,
    source: 'UI',
    state: 'FAILED_TEMP',
    stateReason: 'The network element answered 503 three times',
    slaDueAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:05.000Z',
    completedAt: null,
    createdBy: 'operator',
    lastEventAt: '2026-11-20T10:00:05.000Z',
    parentOrderId: null,
    waitingFor: null,
    rollingBack: false,
    stalled: false,
    version: 7,
    ...overrides,
  };
}

/** One run of a step: a START step or an HTTP call named like the step. */
export function orderTask(
  stepId: string,
  stepName: string,
  state: OrderTask['state'],
  overrides: Partial<OrderTask> = {},
): OrderTask {
  return {
    taskId: `t-${stepId}`,
    stepId,
    stepName,
    type: stepId === 'start' ? 'START' : 'HTTP_CALL',
    taskTemplate: stepId === 'start' ? null : stepName,
    iteration: 1,
    state,
    input: null,
    output: null,
    errorCode: null,
    errorMessage: null,
    compensates: null,
    attempts: [],
    scheduledAt: '2026-11-20T10:00:00.000Z',
    startedAt: '2026-11-20T10:00:01.000Z',
    endedAt: '2026-11-20T10:00:02.000Z',
    ...overrides,
  };
}

export const PARKED_TASKS: OrderTask[] = [
  orderTask('start', 'Start', 'COMPLETED'),
  orderTask('policy', 'Apply data policy', 'FAILED_TERMINAL', {
    input: { msisdn: '491701234567', plan: 'M' },
    errorCode: 'HTTP_503',
    errorMessage: 'The network element answered 503 three times',
    attempts: [
      {
        attemptId: 'a-1',
        number: 1,
        state: 'FAILED',
        request: { method: 'POST', url: '/pcrf/policies', body: { msisdn: '491701234567' } },
        response: { status: 503 },
        errorCode: 'HTTP_503',
        errorMessage: 'Service unavailable',
        startedAt: '2026-11-20T10:00:01.000Z',
        endedAt: '2026-11-20T10:00:02.000Z',
        durationMs: 840,
      },
    ],
  }),
];

export const PARKED_EVENTS: OrderEvent[] = [
  {
    eventId: '10',
    orderId: parkedOrder().orderId,
    type: 'ORDER_CREATED',
    stepId: null,
    taskId: null,
    data: {},
    actor: 'operator',
    at: '2026-11-20T10:00:00.000Z',
  },
  {
    eventId: '14',
    orderId: parkedOrder().orderId,
    type: 'ORDER_PARKED',
    stepId: 'policy',
    taskId: 't-policy',
    data: { reason: 'The network element answered 503 three times' },
    actor: 'engine',
    at: '2026-11-20T10:00:05.000Z',
  },
];

export const MOBILE_GRAPH: WorkflowVersion = {
  workflowId: 'w-1',
  number: 3,
  comment: '',
  contentHash: 'h',
  publishedBy: 'admin',
  publishedAt: '2026-11-01T00:00:00.000Z',
  stepCount: 3,
  definition: {
    failurePolicy: 'PARK',
    steps: [
      { id: 'start', kind: 'START', name: 'Start' },
      { id: 'policy', kind: 'TASK', name: 'Apply data policy', taskTemplate: 'Apply data policy' },
      { id: 'end', kind: 'END', name: 'End' },
    ],
    edges: [
      { from: 'start', to: 'policy' },
      { from: 'policy', to: 'end' },
    ],
  },
};

/** Where the server places MOBILE_GRAPH's steps: one column, top to bottom. */
export const MOBILE_LAYOUT: StepPositions = {
  start: { x: 8, y: 8 },
  policy: { x: 8, y: 100 },
  end: { x: 8, y: 192 },
};
