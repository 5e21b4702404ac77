import type { BulkAction, ResourceDescriptor, ResourceToggle } from '../contract/resource.ts';

/** How an action reads: its verb ("Disable") and what was done ("disabled"). */
export interface ActionWords {
  verb: string;
  past: string;
}

export type BulkWording = Readonly<Record<BulkAction, ActionWords>>;

/** The toggled field as the screen's form has it: its label, and a select's options. */
export interface ToggleFieldWords {
  label: string;
  options?: readonly { value: string; label: string }[];
}

const DELETE: ActionWords = { verb: 'Delete', past: 'deleted' };
const ENABLE = { enable: { verb: 'Enable', past: 'enabled' }, disable: { verb: 'Disable', past: 'disabled' } };
const ACTIVATE = {
  enable: { verb: 'Activate', past: 'activated' },
  disable: { verb: 'Deactivate', past: 'deactivated' },
};

/** The pairs of opposite verbs a toggle reads as, each with the words of the states it names, first match wins. */
const PAIRS = [
  { states: ['enabled', 'disabled'], words: ENABLE },
  { states: ['active', 'inactive'], words: ACTIVATE },
] as const;

/** `ACTIVE` → "Active", `enabled` → "Enabled", `IN_SERVICE` → "In service". */
function sentenceCase(code: string): string {
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The words a toggle's state reads as: `true` the field's label (a checkbox labelled "Enabled"), a value
 * its option's label (a Status select's "Active"), else the value in sentence case; `false` nothing of its own.
 */
function stateWord(toggle: ResourceToggle, value: string | boolean, field: ToggleFieldWords | undefined): string {
  if (value === false) return '';
  if (value === true) return field?.label ?? sentenceCase(toggle.field);
  return field?.options?.find((option) => option.value === value)?.label ?? sentenceCase(value);
}

/**
 * The words of a resource's bulk and row actions. Enable and disable follow the toggled field: they are
 * the pair of opposite verbs whose states one of the field's two states reads as — Enable/Disable for
 * Enabled or Disabled, Activate/Deactivate for Active or Inactive (Enable/Disable tried first) — and
 * Enable/Disable when neither matches. A state reads as the checkbox's label for `true`, the option's
 * label of a value (the value in sentence case without a form: `DISABLED` → "Disabled").
 */
export function bulkWording(toggle: ResourceToggle | undefined, field?: ToggleFieldWords): BulkWording {
  const states = toggle
    ? [stateWord(toggle, toggle.enabled, field), stateWord(toggle, toggle.disabled, field)].map((word) =>
        word.trim().toLowerCase(),
      )
    : [];
  const pair = PAIRS.find((candidate) =>
    states.some((state) => (candidate.states as readonly string[]).includes(state)),
  );
  return { ...(pair?.words ?? ENABLE), delete: DELETE };
}

const DEFAULT_WORDING = bulkWording(undefined);

/** "1 user", "3 users". */
export function countOf(descriptor: Pick<ResourceDescriptor, 'entity' | 'plural'>, count: number): string {
  return `${count} ${count === 1 ? descriptor.entity : descriptor.plural}`;
}

/** The confirm's title: "Disable 3 users?". */
export function bulkQuestion(
  descriptor: Pick<ResourceDescriptor, 'entity' | 'plural'>,
  action: BulkAction,
  count: number,
  wording: BulkWording = DEFAULT_WORDING,
) {
  return `${wording[action].verb} ${countOf(descriptor, count)}?`;
}

export function bulkVerb(action: BulkAction, wording: BulkWording = DEFAULT_WORDING): string {
  return wording[action].verb;
}

/** The outcome: "3 users disabled.", "2 users disabled, 1 failed." */
export function bulkOutcome(
  descriptor: Pick<ResourceDescriptor, 'entity' | 'plural'>,
  action: BulkAction,
  succeeded: number,
  failed: number,
  wording: BulkWording = DEFAULT_WORDING,
): string {
  const done = `${countOf(descriptor, succeeded)} ${wording[action].past}`;
  return failed > 0 ? `${done}, ${failed} failed.` : `${done}.`;
}
