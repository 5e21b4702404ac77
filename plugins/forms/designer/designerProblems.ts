import { formDefinitionSchema, type FormDefinition } from '../public/contract/formDefinition.ts';
import { formDefinitionProblems, type FormDefinitionProblem } from '../public/contract/formDefinitionCheck.ts';

export interface DesignerProblems {
  all: FormDefinitionProblem[];
  /** Problems per row of the outline: `2` for a section, `2.0` for a field. */
  counts: Map<string, number>;
  /** A field's or a section's problems by setting: `sections.0.fields.1` → { pattern: … }. */
  bySetting(place: string): Record<string, string>;
}

/**
 * What the server would refuse in the definition, found as it is edited: its schema (keys, labels,
 * lengths) and the checks of `formDefinitionProblems` (keys once, options, patterns, bounds, defaults,
 * conditions), each at its place.
 */
export function designerProblems(definition: FormDefinition): DesignerProblems {
  const parsed = formDefinitionSchema.safeParse(definition);
  const all: FormDefinitionProblem[] = parsed.success
    ? formDefinitionProblems(parsed.data)
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const counts = new Map<string, number>();
  for (const problem of all) {
    const [, section, , field] = problem.path.split('.');
    if (section === undefined) continue;
    const key = field === undefined ? section : `${section}.${field}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return {
    all,
    counts,
    bySetting(place) {
      const found: Record<string, string> = {};
      for (const problem of all) {
        if (!problem.path.startsWith(`${place}.`)) continue;
        const setting = problem.path.slice(place.length + 1).split('.')[0] ?? '';
        if (setting && !setting.startsWith('fields')) found[setting] ??= problem.message;
      }
      return found;
    },
  };
}
