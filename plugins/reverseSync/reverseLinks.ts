import { REVERSE_EVENT_LABELS, type ReverseEventType } from './contract.ts';
import { ORDER_ID_PARAM, SOURCE_WORKFLOW_PATH } from './paths.ts';

/** The source-workflow page of an order's events. */
export const sourceWorkflowHref = (orderId: string) =>
  `${SOURCE_WORKFLOW_PATH}?${new URLSearchParams({ [ORDER_ID_PARAM]: orderId }).toString()}`;

/** An event type as people read it; a test event and types this console does not know, as they are. */
export const eventLabel = (type: string) =>
  type in REVERSE_EVENT_LABELS ? REVERSE_EVENT_LABELS[type as ReverseEventType] : type === 'TEST' ? 'Test event' : type;
