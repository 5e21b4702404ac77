/**
 * The map of references between configuration items, as both halves read it: which item names which
 * (a workflow step its task template, a service operation its form). The kinds and what they refer to are
 * declared by the plugins that own them; core knows only this shape.
 */
import { z } from 'zod';

export const REFERENCES_BASE_PATH = '/api/references';

/** `/api/references/taskTemplate`: where an item of the kind is used (`?name=`). */
export const referencesPath = (kind: string): string => `${REFERENCES_BASE_PATH}/${kind}`;

/** One item of a kind, named, as another item's reference or user. */
export const itemRefSchema = z.object({
  /** The kind's id (`taskTemplate`). */
  kind: z.string(),
  /** The kind's name for people (`task template`). */
  title: z.string(),
  name: z.string(),
  /** The field or place that names the item (`HUMAN form`, `operation ADD`). */
  via: z.string(),
});
export type ItemRef = z.infer<typeof itemRefSchema>;

export const whereUsedSchema = z.object({
  kind: z.string(),
  title: z.string(),
  name: z.string(),
  /** False when the tenant has no item of this kind by that name. */
  exists: z.boolean(),
  /** The items that name this one. */
  usedBy: z.array(itemRefSchema),
  /** The items this one names, each with whether the tenant has it. */
  refersTo: z.array(itemRefSchema.extend({ exists: z.boolean() })),
});
export type WhereUsed = z.infer<typeof whereUsedSchema>;

/** `/api/references/form/names?q=`: the kind's names for a picker. */
export const referenceNamesPath = (kind: string): string => `${referencesPath(kind)}/names`;

export const REFERENCE_NAMES_LIMIT = 20;

export const referenceNamesQuerySchema = z.strictObject({
  /** Part of the name, in any case; empty: the first names. */
  q: z.string().trim().max(300, 'A name has at most 300 characters.').optional(),
  limit: z.coerce
    .number({ error: 'limit is a number.' })
    .int('limit is a whole number.')
    .min(1, 'limit is at least 1.')
    .max(100, 'limit is at most 100.')
    .optional(),
});

/** One item a picker offers: its name, whether it is on (null for a kind without a toggle), its id for a link. */
export const referenceNameSchema = z.object({
  name: z.string(),
  enabled: z.boolean().nullable(),
  id: z.string().nullable(),
});
export type ReferenceName = z.infer<typeof referenceNameSchema>;

export const referenceNamesSchema = z.object({
  kind: z.string(),
  title: z.string(),
  /** The name typed, in any case, first; then names starting with it; then names containing it. */
  items: z.array(referenceNameSchema),
});
export type ReferenceNames = z.infer<typeof referenceNamesSchema>;

/** The item of that name (in any case) among the offered ones. */
export const sameName = (items: readonly ReferenceName[], name: string): ReferenceName | undefined =>
  items.find((item) => item.name.toLowerCase() === name.trim().toLowerCase());

export const whereUsedQuerySchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the item.').max(300, 'A name has at most 300 characters.'),
});

/** `the workflow "A"; the task templates "B", "C" and 2 more` — at most three names of each kind. */
export function describeUsers(users: readonly Pick<ItemRef, 'title' | 'name'>[]): string {
  const byTitle = new Map<string, string[]>();
  for (const user of users) {
    const names = byTitle.get(user.title) ?? [];
    if (!names.includes(user.name)) names.push(user.name);
    byTitle.set(user.title, names);
  }
  return [...byTitle.entries()]
    .map(([title, names]) => {
      const shown = names.slice(0, 3).map((name) => `"${name}"`);
      const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
      const listed = more ? `${shown.join(', ')}${more}` : shown.join(', ').replace(/, ([^,]*)$/, ' and $1');
      return `the ${names.length === 1 ? title : pluralOf(title)} ${listed}`;
    })
    .join('; ');
}

function pluralOf(title: string): string {
  if (/[^aeiou]y$/.test(title)) return `${title.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(title)) return `${title}es`;
  return `${title}s`;
}

/** `Used by the workflow "A"; the task templates "B" and "C".` */
export function usedByReason(users: readonly Pick<ItemRef, 'title' | 'name'>[]): string {
  return `Used by ${describeUsers(users)}.`;
}
