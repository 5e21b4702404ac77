import type { Kysely } from 'kysely';
import type { ItemRef } from '../../../core/contract/references.ts';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type {
  CopyFields,
  ItemKey,
  ReferenceGraph,
  ReferenceMap,
} from '../../../core/server/references/referenceMap.ts';
import { FAMILY_KINDS, type CopyAction, type CopyFamily, type CopyItem } from '../contract.ts';

export interface Resolution extends ItemKey {
  action: 'skip' | 'overwrite' | 'copy';
  newName?: string;
}

/** A planned item with what applying it needs: the fields read from the source, the target's row. */
export interface PlannedItem extends CopyItem {
  fields: CopyFields | null;
  existingId: string | null;
}

export interface Plan {
  items: PlannedItem[];
  missing: ItemRef[];
  /** The items in the order they are written: what an item names before it. */
  order: PlannedItem[];
}

const itemKey = (kind: string, name: string) => `${kind}\u0000${name.toLowerCase()}`;

/** Stable JSON: objects with their keys sorted, so equal values read equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

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

/**
 * The dry run: the closure of the selection in the source, each item read there and looked up on the
 * target by name, and what applying would do with it (given the conflicts' resolutions).
 */
export async function planCopy(
  map: ReferenceMap,
  db: Kysely<CoreDatabase>,
  request: {
    sourceTenantId: string;
    targetTenantId: string;
    family: CopyFamily;
    wholeFamily: boolean;
    items: readonly ItemKey[];
    resolutions: readonly Resolution[];
  },
): Promise<Plan> {
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
  const sourceFields = new Map<string, CopyFields>();
  const targetFields = new Map<string, CopyFields>();
  const resolutions = new Map(
    request.resolutions.map((resolution) => [itemKey(resolution.kind, resolution.name), resolution]),
  );
  const targetNames = new Map(
    copied.map((entry) => {
      const resolution = resolutions.get(itemKey(entry.kind, entry.name));
      return [
        itemKey(entry.kind, entry.name),
        resolution?.action === 'copy' && resolution.newName ? resolution.newName : entry.name,
      ];
    }),
  );
  for (const [kind, names] of byKind) {
    const copy = map.get(kind)?.copy;
    if (!copy) continue;
    const read = await copy.read(db, request.sourceTenantId, names);
    for (const [name, fields] of read) sourceFields.set(itemKey(kind, name), fields);
    const onTarget = await copy.read(
      db,
      request.targetTenantId,
      names.map((name) => targetNames.get(itemKey(kind, name)) ?? name),
    );
    for (const [name, fields] of onTarget) targetFields.set(itemKey(kind, name), fields);
  }
  const items: PlannedItem[] = [];
  for (const entry of copied) {
    const copy = map.get(entry.kind)?.copy;
    if (!copy) continue;
    const key = itemKey(entry.kind, entry.name);
    const targetName = targetNames.get(key) ?? entry.name;
    const fields = sourceFields.get(key) ?? null;
    const existingId = await copy.find(db, request.targetTenantId, targetName);
    const theirs = targetFields.get(itemKey(entry.kind, targetName));
    const diff = fields && theirs ? fieldDiff(fields, theirs) : [];
    const resolution = resolutions.get(key);
    let action: CopyAction;
    if (existingId === null) action = resolution?.action === 'skip' ? 'skip' : 'create';
    else if (diff.length === 0) action = 'unchanged';
    else if (resolution?.action === 'skip') action = 'skip';
    else if (resolution?.action === 'overwrite') action = 'update';
    else action = 'conflict';
    const neededBy = entry.neededBy
      ? { kind: entry.neededBy.kind, title: entry.neededBy.title, name: entry.neededBy.name, via: entry.neededBy.via }
      : null;
    items.push({
      kind: entry.kind,
      title: entry.title,
      name: entry.name,
      targetName,
      action,
      neededBy,
      secrets: existingId === null ? [...copy.secrets] : [],
      diff,
      fields,
      existingId,
    });
  }
  return { items, missing, order: writeOrder(items, source) };
}

/** Items after the items they name (an element before its templates, a workflow before its service). */
function writeOrder(items: readonly PlannedItem[], graph: ReferenceGraph): PlannedItem[] {
  const byKey = new Map(items.map((item) => [itemKey(item.kind, item.name), item]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: PlannedItem[] = [];
  const visit = (item: PlannedItem) => {
    const key = itemKey(item.kind, item.name);
    if (done.has(key) || visiting.has(key)) return;
    visiting.add(key);
    for (const ref of graph.refersTo(item.kind, item.name)) {
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
