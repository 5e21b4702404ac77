import type { Kysely } from 'kysely';
import type { ItemRef } from '../../../core/contract/references.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import { invalidField } from '../../../core/server/http/errors.ts';
import type {
  CopyFields,
  CopyReader,
  ItemKey,
  ReferenceGraph,
  ReferenceMap,
  Renames,
} from '../../../core/server/references/referenceMap.ts';
import { canonical } from './canonicalJson.ts';
import { FAMILY_KINDS, type CopyAction, type CopyFamily, type CopyItem, type CopyPlan } from '../contract.ts';

export interface Resolution extends ItemKey {
  action: 'skip' | 'overwrite' | 'copy';
  newName?: string;
}

/** A planned item with what applying it needs: the fields read from the source, the target's row. */
export interface PlannedItem extends CopyItem {
  fields: CopyFields | null;
  existingId: string | null;
  refs: ItemKey[];
  /** Its place among the items planned (a bundle's item number, which a refusal names). */
  index: number;
}

export interface Plan {
  items: PlannedItem[];
  missing: ItemRef[];
  /** The items in the order they are written: what an item names before it. */
  order: PlannedItem[];
}

const itemKey = (kind: string, name: string) => `${kind}\u0000${name.toLowerCase()}`;

/**
 * The fields that differ between the source's copy and the target's item. Published versions compare by
 * content: the ones the target lacks are what an update adds.
 */
export function fieldDiff(source: CopyFields, target: CopyFields): CopyItem['diff'] {
  const fields = [...new Set([...Object.keys(source), ...Object.keys(target)])].sort();
  return fields.flatMap((field) => {
    if (field === 'versions') {
      const hashes = (value: unknown) =>
        ((value ?? []) as { contentHash: string; number: number }[]).map((version) => version.contentHash);
      const theirs = new Set(hashes(target.versions));
      const added = ((source.versions ?? []) as { contentHash: string; number: number }[]).filter(
        (version) => !theirs.has(version.contentHash),
      );
      return added.length === 0
        ? []
        : [{ field, source: added.map((version) => `version ${version.number}`), target: `${theirs.size} versions` }];
    }
    return canonical(source[field]) === canonical(target[field])
      ? []
      : [{ field, source: source[field] ?? null, target: target[field] ?? null }];
  });
}

/** The selection of a family: every item of its kinds (of every kind that copies, for `copyall`). */
export function familySelection(map: ReferenceMap, graph: ReferenceGraph, family: CopyFamily): ItemKey[] {
  const kinds =
    family === 'copyall'
      ? map
          .list()
          .filter((kind) => kind.copy)
          .map((kind) => kind.kind)
      : FAMILY_KINDS[family];
  return kinds.flatMap((kind) => graph.items(kind).map((item) => ({ kind, name: item.name })));
}

/** One item as a copy carries it: what it is, why it is there, what it names, and its fields. */
export interface SourceItem extends ItemKey {
  title: string;
  neededBy: ItemRef | null;
  refs: ItemKey[];
  fields: CopyFields;
}

/**
 * The items of a copy read from the source tenant: the closure of the selection (the family's items and
 * the single ones), each with its fields as the kind's copy reads them (no ids, no secrets).
 */
export async function readSource(
  map: ReferenceMap,
  db: Kysely<CoreDatabase>,
  request: { sourceTenantId: string; family: CopyFamily; wholeFamily: boolean; items: readonly ItemKey[] },
  reader: CopyReader,
): Promise<{ items: SourceItem[]; missing: ItemRef[] }> {
  const source = await map.read(db, request.sourceTenantId);
  const selection = [...(request.wholeFamily ? familySelection(map, source, request.family) : []), ...request.items];
  const closure = source.closure(selection);
  const missing: ItemRef[] = closure
    .filter((entry) => !entry.exists || !map.get(entry.kind)?.copy)
    .map((entry) => ({
      kind: entry.kind,
      title: entry.title,
      name: entry.name,
      via: entry.exists ? 'nothing copies this kind' : entry.neededBy ? `named by ${entry.neededBy.name}` : 'selected',
    }));
  const copied = closure.filter((entry) => entry.exists && map.get(entry.kind)?.copy);
  const byKind = new Map<string, string[]>();
  for (const entry of copied) byKind.set(entry.kind, [...(byKind.get(entry.kind) ?? []), entry.name]);
  const fields = new Map<string, CopyFields>();
  for (const [kind, names] of byKind) {
    const read = (await map.get(kind)?.copy?.read(db, request.sourceTenantId, names, reader)) ?? new Map();
    for (const [name, value] of read) fields.set(itemKey(kind, name), value);
  }
  const items = copied.flatMap((entry): SourceItem[] => {
    const value = fields.get(itemKey(entry.kind, entry.name));
    if (!value) return [];
    const neededBy = entry.neededBy
      ? { kind: entry.neededBy.kind, title: entry.neededBy.title, name: entry.neededBy.name, via: entry.neededBy.via }
      : null;
    const refs = source.refersTo(entry.kind, entry.name).map((ref) => ({ kind: ref.kind, name: ref.name }));
    return [{ kind: entry.kind, title: entry.title, name: entry.name, neededBy, refs, fields: value }];
  });
  return { items, missing };
}

/**
 * The dry run of copying items into the target: each looked up there by name (or the new name its
 * resolution gives), its fields as the target will hold them (renamed references, the source tenant's own
 * paths made the target's), compared field by field, and what applying would do with it.
 */
export async function planCopy(
  map: ReferenceMap,
  db: Kysely<CoreDatabase>,
  request: {
    sourceTenantId: string;
    targetTenantId: string;
    items: readonly SourceItem[];
    missing: ItemRef[];
    resolutions: readonly Resolution[];
  },
  reader: CopyReader,
): Promise<Plan> {
  const resolutions = new Map(
    request.resolutions.map((resolution) => [itemKey(resolution.kind, resolution.name), resolution]),
  );
  const renames = copyRenames(map, request.items, resolutions);
  const tenants = { sourceTenantId: request.sourceTenantId, targetTenantId: request.targetTenantId };
  checkNewNames(map, request.items, request.resolutions, renames);
  const targetNameOf = (item: SourceItem) => renames.nameOf(item.kind, item.name);
  const byKind = new Map<string, string[]>();
  for (const item of request.items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), targetNameOf(item)]);
  const targetFields = new Map<string, CopyFields>();
  for (const [kind, names] of byKind) {
    const read = (await map.get(kind)?.copy?.read(db, request.targetTenantId, names, reader)) ?? new Map();
    for (const [name, value] of read) targetFields.set(itemKey(kind, name), value);
  }
  const items: PlannedItem[] = [];
  for (const [index, item] of request.items.entries()) {
    const declared = map.get(item.kind);
    const copy = declared?.copy;
    if (!declared || !copy) continue;
    const targetName = targetNameOf(item);
    const existingId = await copy.find(db, request.targetTenantId, targetName);
    const theirs = targetFields.get(itemKey(item.kind, targetName));
    const renamed = copy.rename ? copy.rename(item.fields, renames) : item.fields;
    const fields = copy.retarget ? copy.retarget(renamed, tenants) : renamed;
    const diff = theirs ? fieldDiff(fields, theirs) : [];
    const resolution = resolutions.get(itemKey(item.kind, item.name));
    let action: CopyAction;
    if (existingId === null) action = resolution?.action === 'skip' ? 'skip' : 'create';
    else if (diff.length === 0) action = 'unchanged';
    else if (resolution?.action === 'skip') action = 'skip';
    else if (resolution?.action === 'overwrite') action = 'update';
    else action = 'conflict';
    items.push({
      kind: item.kind,
      title: declared.title,
      name: item.name,
      targetName,
      action,
      neededBy: item.neededBy,
      secrets: existingId === null ? [...copy.secrets] : [],
      diff,
      renamedRefs: renamedRefs(map, item.refs, renames),
      fields,
      existingId,
      refs: item.refs,
      index,
    });
  }
  return { items, missing: request.missing, order: writeOrder(map, items) };
}

/**
 * The names the copy gives: each item copied under a new name (its resolution), and the parts of such an
 * item under their owner's new name (an element's provisioning templates).
 */
function copyRenames(
  map: ReferenceMap,
  items: readonly SourceItem[],
  resolutions: ReadonlyMap<string, Resolution>,
): Renames {
  const newNames = new Map<string, string>();
  for (const item of items) {
    const resolution = resolutions.get(itemKey(item.kind, item.name));
    if (resolution?.action === 'copy' && resolution.newName) {
      newNames.set(itemKey(item.kind, item.name), resolution.newName);
    }
  }
  const given: Renames = { nameOf: (kind, name) => newNames.get(itemKey(kind, name)) ?? name };
  for (const item of items) {
    const partName = map.get(item.kind)?.copy?.partName?.(item.name, given);
    if (partName !== undefined && partName !== item.name && !newNames.has(itemKey(item.kind, item.name))) {
      newNames.set(itemKey(item.kind, item.name), partName);
    }
  }
  return given;
}

/** A 400 naming the resolution whose new name its kind refuses (a part's must keep its owner's name). */
function checkNewNames(
  map: ReferenceMap,
  items: readonly SourceItem[],
  resolutions: readonly Resolution[],
  renames: Renames,
): void {
  resolutions.forEach((resolution, index) => {
    if (resolution.action !== 'copy' || !resolution.newName) return;
    const key = itemKey(resolution.kind, resolution.name);
    const item = items.find((candidate) => itemKey(candidate.kind, candidate.name) === key);
    const problem = item && map.get(item.kind)?.copy?.newNameProblem?.(item.name, resolution.newName, renames);
    if (problem) throw invalidField('body', `resolutions.${index}.newName`, problem);
  });
}

/** The items an item names that the copy gives another name, each with that name (shown in the dry run). */
function renamedRefs(map: ReferenceMap, refs: readonly ItemKey[], renames: Renames): CopyItem['renamedRefs'] {
  return refs.flatMap((ref) => {
    const targetName = renames.nameOf(ref.kind, ref.name);
    if (targetName === ref.name) return [];
    return [{ kind: ref.kind, title: map.get(ref.kind)?.title ?? ref.kind, name: ref.name, targetName }];
  });
}

/**
 * Items after the items they name whose existence their writes check (an element before its templates, a
 * workflow before its service); a name nothing checks sets no order, so a cycle of names is no obstacle.
 */
function writeOrder(map: ReferenceMap, items: readonly PlannedItem[]): PlannedItem[] {
  const byKey = new Map(items.map((item) => [itemKey(item.kind, item.name), item]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: PlannedItem[] = [];
  const visit = (item: PlannedItem) => {
    const key = itemKey(item.kind, item.name);
    if (done.has(key) || visiting.has(key)) return;
    visiting.add(key);
    const needs = map.get(item.kind)?.copy?.needs ?? [];
    for (const ref of item.refs.filter((named) => needs.includes(named.kind))) {
      const named = byKey.get(itemKey(ref.kind, ref.name));
      if (named) visit(named);
    }
    visiting.delete(key);
    done.add(key);
    order.push(item);
  };
  for (const item of items) visit(item);
  return order;
}

/** A plan as the API answers it: each item without what applying it needs. */
export function planAnswer(
  plan: Plan,
  tenants: { sourceTenantId: string; targetTenantId: string },
  applied: boolean,
): CopyPlan {
  return {
    ...tenants,
    applied,
    items: plan.items.map(({ fields: _fields, existingId: _id, refs: _refs, index: _index, ...item }) => item),
    missing: plan.missing,
  };
}
