import {
  COPY_ACTIONS,
  type CopyAction,
  type CopyFamily,
  type CopyItem,
  type CopyPlan,
  type CopyRequest,
  type CopyResolution,
} from '../contract.ts';

/** One item named on its own, besides (or instead of) a family. */
export interface NamedItem {
  kind: string;
  title: string;
  name: string;
}

/** What the screen copies: a family whole (or none), and single items by name. */
export interface CopySelection {
  family: CopyFamily | null;
  items: readonly NamedItem[];
}

/** A conflict's choice as the screen holds it: the new name is kept while typed, checked on the way out. */
export interface ResolutionChoice {
  action: CopyResolution['action'];
  newName: string;
}

export type Resolutions = ReadonlyMap<string, ResolutionChoice>;

export const itemKeyOf = (item: { kind: string; name: string }): string => `${item.kind}:${item.name}`;

export const NEW_NAME_MAX = 120;

/** The path a selection goes through: its family's, or `copyall` with only the single items. */
export function copyCall(
  selection: CopySelection,
  targetTenantId: string,
  resolutions: Resolutions,
  apply: boolean,
): { family: CopyFamily; request: CopyRequest } {
  return {
    family: selection.family ?? 'copyall',
    request: {
      targetTenantId,
      wholeFamily: selection.family !== null,
      items: selection.items.map(({ kind, name }) => ({ kind, name })),
      apply,
      resolutions: resolutionList(resolutions),
    },
  };
}

/** What the selection is missing before a dry run, or null when it can run. */
export function selectionProblem(selection: CopySelection, targetTenantId: string | null): string | null {
  if (!targetTenantId) return 'Choose the tenant to copy to.';
  if (selection.family === null && selection.items.length === 0) {
    return 'Choose what to copy: a family, or items by name.';
  }
  return null;
}

/** The resolutions as the API takes them (a copy's new name trimmed). */
export function resolutionList(resolutions: Resolutions): CopyResolution[] {
  return [...resolutions].map(([key, choice]) => {
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    const name = key.slice(colon + 1);
    return choice.action === 'copy'
      ? { kind, name, action: 'copy', newName: choice.newName.trim() }
      : { kind, name, action: choice.action };
  });
}

/** Why a copy's new name cannot be used, or null. */
export function newNameProblem(
  item: CopyItem,
  newName: string,
  plan: CopyPlan,
  resolutions: Resolutions,
): string | null {
  const name = newName.trim();
  if (name === '') return 'Name the copy.';
  if (name.length > NEW_NAME_MAX) return `A name has at most ${NEW_NAME_MAX} characters.`;
  if (name.toLowerCase() === item.name.toLowerCase()) return `Choose a name other than "${item.name}".`;
  const taken = plan.items.some(
    (other) =>
      other.kind === item.kind &&
      itemKeyOf(other) !== itemKeyOf(item) &&
      (other.name.toLowerCase() === name.toLowerCase() ||
        (resolutions.get(itemKeyOf(other))?.action === 'copy' &&
          resolutions.get(itemKeyOf(other))?.newName.trim().toLowerCase() === name.toLowerCase())),
  );
  return taken ? `Another ${item.title} of this copy is named "${name}".` : null;
}

/** The items the screen offers a choice for: conflicts, and those already given one. */
export function isContested(item: CopyItem, resolutions: Resolutions): boolean {
  return item.action === 'conflict' || resolutions.has(itemKeyOf(item));
}

/**
 * What keeps the plan from being applied: conflicts left open, and copies whose new name is wrong
 * (each with its item), or an empty list.
 */
export function openQuestions(plan: CopyPlan, resolutions: Resolutions): { item: CopyItem; problem: string }[] {
  return plan.items.flatMap((item) => {
    const choice = resolutions.get(itemKeyOf(item));
    if (choice?.action === 'copy') {
      const problem = newNameProblem(item, choice.newName, plan, resolutions);
      return problem ? [{ item, problem }] : [];
    }
    if (item.action === 'conflict' && !choice) {
      return [{ item, problem: `Choose what to do with the ${item.title} "${item.name}": skip, overwrite or copy.` }];
    }
    return [];
  });
}

/**
 * What applying does with an item once its choice is taken into account: skipped, copied under a new
 * name (created), or overwritten (updated; created when the target lacks it); without a choice, what the
 * plan says.
 */
export function resolvedAction(item: CopyItem, resolutions: Resolutions): CopyAction {
  const choice = resolutions.get(itemKeyOf(item));
  if (!choice || item.action === 'unchanged') return item.action;
  if (choice.action === 'skip') return 'skip';
  if (choice.action === 'copy') return 'create';
  return item.action === 'create' ? 'create' : 'update';
}

/** How many items of each action the plan holds, a conflict counted by the choice made for it. */
export function actionCounts(plan: CopyPlan, resolutions: Resolutions = new Map()): Record<CopyAction, number> {
  const counts = Object.fromEntries(COPY_ACTIONS.map((action) => [action, 0])) as Record<CopyAction, number>;
  for (const item of plan.items) counts[resolvedAction(item, resolutions)] += 1;
  return counts;
}

const ACTION_PHRASES: Readonly<Record<CopyAction, string>> = {
  create: 'to create',
  update: 'to update',
  unchanged: 'unchanged',
  conflict: 'in conflict',
  skip: 'skipped',
};

const DONE_PHRASES: Readonly<Record<CopyAction, string>> = {
  create: 'created',
  update: 'updated',
  unchanged: 'unchanged',
  conflict: 'in conflict',
  skip: 'skipped',
};

/**
 * `3 to create, 1 to update, 2 unchanged` — the actions the plan holds with the choices made, in their
 * order (a conflict resolved counts as what it will do); of an applied plan, what was done (`3 created,
 * 1 updated`).
 */
export function countsSentence(plan: CopyPlan, resolutions: Resolutions = new Map()): string {
  const counts = actionCounts(plan, resolutions);
  const phrases = plan.applied ? DONE_PHRASES : ACTION_PHRASES;
  const parts = COPY_ACTIONS.filter((action) => counts[action] > 0).map(
    (action) => `${counts[action]} ${phrases[action]}`,
  );
  return parts.length === 0 ? 'nothing to copy' : parts.join(', ');
}

/** Why an item is in the copy: `selected`, or `used by the workflow "Fibre – add" (step task)`. */
export function whyOf(item: CopyItem): string {
  if (!item.neededBy) return 'selected';
  return `used by the ${item.neededBy.title} "${item.neededBy.name}" (${item.neededBy.via})`;
}

/** A field's value as the diff shows it: text as it is, anything else as indented JSON. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** The bundle file's name: `sdp-configuration-aurora-workflow-2026-11-26.json`. */
export function bundleFileName(sourceTenantId: string, family: string, exportedAt: string): string {
  return `sdp-configuration-${sourceTenantId}-${family}-${exportedAt.slice(0, 10)}.json`;
}

/** A bundle file's text read as JSON, or the reason it cannot be. */
export function readBundleText(text: string): { bundle: unknown } | { problem: string } {
  try {
    const bundle: unknown = JSON.parse(text);
    if (!bundle || typeof bundle !== 'object' || Array.isArray(bundle)) {
      return { problem: 'The file is not a configuration bundle: it holds no JSON object.' };
    }
    return { bundle };
  } catch {
    return { problem: 'The file is not a configuration bundle: it is not JSON.' };
  }
}
