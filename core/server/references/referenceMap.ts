import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ItemRef } from '../../contract/references.ts';
import type { PermissionRequirement } from '../../contract/permissions.ts';
import type { AuthContext } from '../auth/authContext.ts';
import type { CoreDatabase } from '../db/schema.ts';

/** A reference one item makes, as its kind's declaration reads it from the item's row. */
export interface DeclaredRef {
  /** The kind referred to (`form`). */
  kind: string;
  name: string;
  /** The field or place naming it (`HUMAN form`, `operation ADD`). */
  via: string;
  /**
   * The item is part of the one it names (a provisioning template of its network element): a copy of the
   * item needs its owner, a copy of the owner brings its parts, and the parts never keep the owner from
   * being deleted (they go with it).
   */
  partOf?: boolean;
  /**
   * The item stands for the ones it names (a device type for its models): a closure brings them, and it
   * is no user of theirs (it keeps none from being deleted, and their panels do not list it).
   */
  standsFor?: boolean;
}

/** One item of a kind: its name, whether it is on, and what it names. */
export interface ReferenceItem {
  name: string;
  /** The item's id, for a link to its screen (a picker's). */
  id?: string;
  enabled?: boolean;
  /**
   * The partner account the item belongs to (null: the tenant's own), for kinds whose items have one: a
   * picker offers a partner user only the items of the accounts they reach.
   */
  accountId?: string | null;
  refs: readonly DeclaredRef[];
}

/**
 * A kind of configuration item in the map, declared by the plugin that owns it (its server half's
 * `references`): its name for people, the key that reads it, the kinds it may refer to (the map's
 * declared edges, each with the field naming them), and how to read the tenant's items.
 */
export interface ReferenceKind {
  kind: string;
  /** `task template` */
  title: string;
  /** The key that reads the kind's items (its resource's read key): the where-used route requires it. */
  permission: PermissionRequirement;
  /** The references the kind's items may make: `{ kind: 'form', via: 'HUMAN form' }`. */
  refersTo: readonly { kind: string; via: string }[];
  items(db: Kysely<CoreDatabase>, tenantId: string): Promise<readonly ReferenceItem[]>;
  /** How an item of the kind is copied to another tenant (Transfer); a kind without it is not copied. */
  copy?: KindCopy;
}

/**
 * An item's fields as a copy carries them: the fields of its kind's create body, in the API's words, without
 * its name (the item's key), other items named by name rather than id, and no secrets.
 */
export type CopyFields = Record<string, unknown>;

/** One thing wrong with an item as a copy carries it, at its path within the item (`fields.condition`). */
export interface CopyProblem {
  path: string;
  message: string;
}

/** The names a copy gives the items it writes under another name (a conflict resolved by a copy). */
export interface Renames {
  /** The name the target knows the item by once copied: its new name, else the name itself. */
  nameOf(kind: string, name: string): string;
}

/** The tenants a copy goes between. */
export interface CopyTenants {
  sourceTenantId: string;
  targetTenantId: string;
}

/** Who reads a tenant's items for a copy: the copier, in their request. */
export interface CopyReader {
  auth: AuthContext;
  request: FastifyRequest;
}

/** Who writes a copy's items into the target tenant, and where they come from. */
export interface CopyWriter extends CopyReader {
  /** The tenant written. */
  tenantId: string;
  /** Where the items come from, for the target's audit: the source tenant, or `bundle`. */
  from: string;
  /** Work a write leaves for once the copy's transaction has committed. */
  afterCommit(task: () => Promise<void>): void;
}

/** An item a copy writes: a new one under `name`, or over the target's item `existingId`. */
export interface CopyWrite {
  name: string;
  existingId: string | null;
  fields: CopyFields;
}

/**
 * The copy of a kind's items between tenants (and through bundles): read the fields of named items, say
 * what is wrong with fields carried from elsewhere, and write them into a tenant through the kind's own
 * checked write path, inside the copy's one transaction.
 */
export interface KindCopy {
  /**
   * The fields with every name the kind's references read rewritten to the name the copy gives that item
   * (a form copied under a new name: the task template's HUMAN form names the new one). Without it the
   * kind names nothing.
   */
  rename?(fields: CopyFields, renames: Renames): CopyFields;
  /**
   * The fields with what belongs to the source tenant itself rewritten for the target (an element calling
   * the source's simulator calls the target's). Without it the fields are copied as they are.
   */
  retarget?(fields: CopyFields, tenants: CopyTenants): CopyFields;
  /** The item's name on the target when the item it is part of is copied under a new name (`OLT (B)/ADD`). */
  partName?(name: string, renames: Renames): string;
  /** Why a new name cannot be the item's (a part's name keeps its owner's), or null when it can. */
  newNameProblem?(name: string, newName: string, renames: Renames): string | null;
  /** The fields a copy never carries, shown in the dry run (`auth secret`). */
  secrets: readonly string[];
  /**
   * The kinds of the items it names whose existence its write checks (a service's workflows): a copy
   * writes those first. What else it names may come after it, which breaks a cycle of names (a NOTIFY task
   * template's notification follows a service whose workflow runs that template).
   */
  needs: readonly string[];
  /**
   * What is wrong with an item as carried from elsewhere (a bundle edited by hand), by the kind's own
   * schema with the API's messages: every field it does not know, every value it would refuse. Empty when
   * the kind's write path would take it as far as its schema goes.
   */
  problems(item: { name: string; fields: CopyFields }): CopyProblem[];
  read(
    db: Kysely<CoreDatabase>,
    tenantId: string,
    names: readonly string[],
    reader: CopyReader,
  ): Promise<Map<string, CopyFields>>;
  /**
   * Writes the item into the writer's tenant through the kind's write path (its schema, checks and audit);
   * items it names are already there (they are written first). Answers the item's id.
   */
  write(trx: Kysely<CoreDatabase>, item: CopyWrite, writer: CopyWriter): Promise<string>;
  /** The id of the tenant's item of that name, if any. */
  find(db: Kysely<CoreDatabase>, tenantId: string, name: string): Promise<string | null>;
}

export interface ItemKey {
  kind: string;
  name: string;
}

/** Why an item is in a closure: selected, or the reference of an item already in it. */
export interface ClosureEntry extends ItemKey {
  title: string;
  exists: boolean;
  /** Null when selected; else the item (already in the closure) that needs it and through which field. */
  neededBy: (ItemRef & { partOf: boolean }) | null;
}

const keyOf = (kind: string, name: string) => `${kind}\u0000${name.toLowerCase()}`;

/** Every kind the enabled plugins declare; one per process, filled at start. */
export class ReferenceMap {
  private readonly kinds = new Map<string, { owner: string; kind: ReferenceKind }>();

  add(owner: string, kinds: readonly ReferenceKind[]): void {
    for (const kind of kinds) {
      const taken = this.kinds.get(kind.kind);
      if (taken) throw new Error(`Plugins ${taken.owner} and ${owner} both declare the reference kind ${kind.kind}`);
      this.kinds.set(kind.kind, { owner, kind });
    }
  }

  get(kind: string): ReferenceKind | undefined {
    return this.kinds.get(kind)?.kind;
  }

  list(): readonly ReferenceKind[] {
    return [...this.kinds.values()].map((entry) => entry.kind);
  }

  /** The tenant's items of every kind and their references, read once. */
  async read(db: Kysely<CoreDatabase>, tenantId: string): Promise<ReferenceGraph> {
    const kinds = this.list();
    const items = await Promise.all(kinds.map((kind) => kind.items(db, tenantId)));
    return new ReferenceGraph(new Map(kinds.map((kind, index) => [kind.kind, { kind, items: items[index] ?? [] }])));
  }
}

interface GraphNode {
  kind: ReferenceKind;
  item: ReferenceItem;
}

/** One tenant's items and the references between them, read at one moment. */
export class ReferenceGraph {
  private readonly nodes = new Map<string, GraphNode>();
  private readonly users = new Map<string, (ItemRef & { partOf: boolean })[]>();

  constructor(private readonly byKind: ReadonlyMap<string, { kind: ReferenceKind; items: readonly ReferenceItem[] }>) {
    for (const { kind, items } of byKind.values()) {
      for (const item of items) this.nodes.set(keyOf(kind.kind, item.name), { kind, item });
    }
    for (const { kind, items } of byKind.values()) {
      for (const item of items) {
        for (const ref of this.knownRefs(item)) {
          if (ref.standsFor === true) continue;
          const key = keyOf(ref.kind, ref.name);
          const list = this.users.get(key) ?? [];
          if (!list.some((user) => user.kind === kind.kind && user.name === item.name)) {
            list.push({
              kind: kind.kind,
              title: kind.title,
              name: item.name,
              via: ref.via,
              partOf: ref.partOf === true,
            });
          }
          this.users.set(key, list);
        }
      }
    }
  }

  /** References to kinds no enabled plugin declares are not the map's. */
  private knownRefs(item: ReferenceItem): readonly DeclaredRef[] {
    return item.refs.filter((ref) => this.byKind.has(ref.kind));
  }

  titleOf(kind: string): string {
    return this.byKind.get(kind)?.kind.title ?? kind;
  }

  item(kind: string, name: string): ReferenceItem | undefined {
    return this.nodes.get(keyOf(kind, name))?.item;
  }

  items(kind: string): readonly ReferenceItem[] {
    return this.byKind.get(kind)?.items ?? [];
  }

  /** The items naming this one, by name within each kind. */
  usedBy(kind: string, name: string, options: { withParts?: boolean } = {}): (ItemRef & { partOf: boolean })[] {
    const users = this.users.get(keyOf(kind, name)) ?? [];
    return users
      .filter((user) => options.withParts === true || !user.partOf)
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
  }

  /** What this item names, each with whether the tenant has it. */
  refersTo(kind: string, name: string): (ItemRef & { exists: boolean })[] {
    const item = this.item(kind, name);
    if (!item) return [];
    const seen = new Set<string>();
    return this.knownRefs(item).flatMap((ref) => {
      const key = keyOf(ref.kind, ref.name);
      if (seen.has(key)) return [];
      seen.add(key);
      const target = this.nodes.get(key);
      return [
        {
          kind: ref.kind,
          title: this.titleOf(ref.kind),
          name: target?.item.name ?? ref.name,
          via: ref.via,
          exists: target !== undefined,
        },
      ];
    });
  }

  /**
   * The selection with everything it needs: each item's references, and the parts of each item (an
   * element's provisioning templates), until nothing is added. Each added item says which item needs it.
   */
  closure(selection: readonly ItemKey[]): ClosureEntry[] {
    const entries = new Map<string, ClosureEntry>();
    const queue: ItemKey[] = [];
    const add = (key: ItemKey, neededBy: ClosureEntry['neededBy']) => {
      const id = keyOf(key.kind, key.name);
      if (entries.has(id)) return;
      const node = this.nodes.get(id);
      const name = node?.item.name ?? key.name;
      entries.set(id, { kind: key.kind, name, title: this.titleOf(key.kind), exists: node !== undefined, neededBy });
      queue.push({ kind: key.kind, name });
    };
    for (const key of selection) add(key, null);
    for (let next = queue.shift(); next; next = queue.shift()) {
      const from = next;
      const fromTitle = this.titleOf(from.kind);
      for (const ref of this.refersTo(from.kind, from.name)) {
        add(ref, { kind: from.kind, title: fromTitle, name: from.name, via: ref.via, partOf: false });
      }
      for (const part of this.usedBy(from.kind, from.name, { withParts: true }).filter((user) => user.partOf)) {
        add(part, { kind: from.kind, title: fromTitle, name: from.name, via: part.via, partOf: true });
      }
    }
    return [...entries.values()];
  }
}
