import type { WorklistItem } from '../../engine/public/contract/worklist.ts';

/** An open site survey waiting for the Operator group, for the worklist's tests. */
export function worklistItem(overrides: Partial<WorklistItem> = {}): WorklistItem {
  return {
    itemId: '5b1c2d3e-4f50-4617-8899-aabbccddeeff',
    orderId: '0b1c2d3e-4f50-4617-8899-aabbccddeeff',
    orderNumber: 'ORD-00000042',
    taskId: 't-survey',
    stepId: 'siteSurvey',
    title: 'Site survey at Harbour Road 7',
    form: 'Site survey',
    data: {},
    group: 'Operator',
    assignee: null,
    state: 'OPEN',
    priority: 5,
    dueAt: '2026-11-22T10:00:00.000Z',
    accountId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    completedAt: null,
    completedBy: null,
    commentCount: 0,
    version: 1,
    ...overrides,
  };
}
