import type { BulkAction, ResourceDescriptor } from '../contract/resource.ts';

const VERBS: Record<BulkAction, { verb: string; past: string }> = {
  enable: { verb: 'Enable', past: 'enabled' },
  disable: { verb: 'Disable', past: 'disabled' },
  delete: { verb: 'Delete', past: 'deleted' },
};

/** "1 user", "3 users". */
export function countOf(descriptor: Pick<ResourceDescriptor, 'entity' | 'plural'>, count: number): string {
  return `${count} ${count === 1 ? descriptor.entity : descriptor.plural}`;
}

/** The confirm's title: "Disable 3 users?". */
export function bulkQuestion(
  descriptor: Pick<ResourceDescriptor, 'entity' | 'plural'>,
  action: BulkAction,
  count: number,
) {
  return `${VERBS[action].verb} ${countOf(descriptor, count)}?`;
}

export function bulkVerb(action: BulkAction): string {
  return VERBS[action].verb;
}

/** The outcome: "3 users disabled.", "2 users disabled, 1 failed." */
export function bulkOutcome(
  descriptor: Pick<ResourceDescriptor, 'entity' | 'plural'>,
  action: BulkAction,
  succeeded: number,
  failed: number,
): string {
  const done = `${countOf(descriptor, succeeded)} ${VERBS[action].past}`;
  return failed > 0 ? `${done}, ${failed} failed.` : `${done}.`;
}
