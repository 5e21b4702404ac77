import {
  formFields,
  newFormField,
  type FormDefinition,
  type FormField,
  type FormFieldType,
  type FormSection,
} from '../public/contract/formDefinition.ts';

/** Where a field is: its section and its place in it. */
export interface FieldAt {
  section: number;
  field: number;
}

/** What the designer has selected: a field, or a section's header. */
export type DesignerSelection = { kind: 'field'; at: FieldAt } | { kind: 'section'; section: number } | null;

const replaceAt = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((current, at) => (at === index ? item : current));

/** A key no field has yet: `field1`, `field2`… */
export function freeKey(definition: FormDefinition, base = 'field'): string {
  const taken = new Set(formFields(definition).map((field) => field.key));
  for (let number = 1; ; number += 1) if (!taken.has(`${base}${number}`)) return `${base}${number}`;
}

export const fieldAtSelection = (definition: FormDefinition, at: FieldAt): FormField | undefined =>
  definition.sections[at.section]?.fields[at.field];

/** Adds a field after `after` (or at the end of the section, or of the last section); answers where. */
export function addField(
  definition: FormDefinition,
  after: DesignerSelection,
  type: FormFieldType = 'text',
): { definition: FormDefinition; at: FieldAt } {
  const sectionIndex =
    after?.kind === 'field'
      ? after.at.section
      : after?.kind === 'section'
        ? after.section
        : definition.sections.length - 1;
  const section = definition.sections[sectionIndex];
  if (!section) throw new Error('A form has at least one section');
  const index = after?.kind === 'field' ? after.at.field + 1 : section.fields.length;
  const field = newFormField(freeKey(definition), type);
  const fields = [...section.fields.slice(0, index), field, ...section.fields.slice(index)];
  return {
    definition: { sections: replaceAt(definition.sections, sectionIndex, { ...section, fields }) },
    at: { section: sectionIndex, field: index },
  };
}

export function updateField(definition: FormDefinition, at: FieldAt, change: Partial<FormField>): FormDefinition {
  const section = definition.sections[at.section];
  const field = section?.fields[at.field];
  if (!section || !field) return definition;
  const fields = replaceAt(section.fields, at.field, { ...field, ...change });
  return { sections: replaceAt(definition.sections, at.section, { ...section, fields }) };
}

export function removeField(definition: FormDefinition, at: FieldAt): FormDefinition {
  const section = definition.sections[at.section];
  if (!section) return definition;
  const fields = section.fields.filter((_field, index) => index !== at.field);
  return { sections: replaceAt(definition.sections, at.section, { ...section, fields }) };
}

/**
 * Moves a field one place up or down; at a section's edge it goes to the end of the section before or
 * the start of the section after. Answers where it went (the same place when it cannot move).
 */
export function moveField(
  definition: FormDefinition,
  at: FieldAt,
  direction: -1 | 1,
): { definition: FormDefinition; at: FieldAt } {
  const section = definition.sections[at.section];
  const field = section?.fields[at.field];
  if (!section || !field) return { definition, at };
  const target = at.field + direction;
  if (target >= 0 && target < section.fields.length) {
    return {
      definition: moveFieldTo(definition, at, { section: at.section, field: target }),
      at: { section: at.section, field: target },
    };
  }
  const nextSection = at.section + direction;
  const neighbour = definition.sections[nextSection];
  if (!neighbour) return { definition, at };
  const to = { section: nextSection, field: direction === 1 ? 0 : neighbour.fields.length };
  return { definition: moveFieldTo(definition, at, to), at: to };
}

/** Takes the field at `from` out and puts it at `to` (a place in the sections as they are after taking it out). */
export function moveFieldTo(definition: FormDefinition, from: FieldAt, to: FieldAt): FormDefinition {
  const field = fieldAtSelection(definition, from);
  if (!field) return definition;
  const without = removeField(definition, from);
  const section = without.sections[to.section];
  if (!section) return definition;
  const index = Math.max(0, Math.min(to.field, section.fields.length));
  const fields = [...section.fields.slice(0, index), field, ...section.fields.slice(index)];
  return { sections: replaceAt(without.sections, to.section, { ...section, fields }) };
}

export function addSection(definition: FormDefinition): { definition: FormDefinition; section: number } {
  const section: FormSection = { title: `Section ${definition.sections.length + 1}`, columns: 1, fields: [] };
  return { definition: { sections: [...definition.sections, section] }, section: definition.sections.length };
}

export function updateSection(definition: FormDefinition, index: number, change: Partial<FormSection>): FormDefinition {
  const section = definition.sections[index];
  if (!section) return definition;
  return { sections: replaceAt(definition.sections, index, { ...section, ...change }) };
}

/** Removes a section; its fields join the section before it (or after, for the first). The last one stays. */
export function removeSection(definition: FormDefinition, index: number): FormDefinition {
  const section = definition.sections[index];
  if (!section || definition.sections.length === 1) return definition;
  const heir = index === 0 ? 1 : index - 1;
  const sections = definition.sections.map((current, at) =>
    at === heir
      ? {
          ...current,
          fields: heir < index ? [...current.fields, ...section.fields] : [...section.fields, ...current.fields],
        }
      : current,
  );
  return { sections: sections.filter((_section, at) => at !== index) };
}

/** Every field's place, section by section: what ↑ and ↓ walk through. */
export function fieldPlaces(definition: FormDefinition): FieldAt[] {
  return definition.sections.flatMap((section, sectionIndex) =>
    section.fields.map((_field, fieldIndex) => ({ section: sectionIndex, field: fieldIndex })),
  );
}

/** The selection one step up or down the outline (sections' headers and fields, in order). */
export function stepSelection(
  definition: FormDefinition,
  selection: DesignerSelection,
  direction: -1 | 1,
): DesignerSelection {
  const rows: NonNullable<DesignerSelection>[] = definition.sections.flatMap((section, sectionIndex) => [
    { kind: 'section' as const, section: sectionIndex },
    ...section.fields.map((_field, fieldIndex) => ({
      kind: 'field' as const,
      at: { section: sectionIndex, field: fieldIndex },
    })),
  ]);
  const index = rows.findIndex((row) => sameSelection(row, selection));
  const next = rows[index === -1 ? 0 : Math.max(0, Math.min(rows.length - 1, index + direction))];
  return next ?? null;
}

export function sameSelection(a: DesignerSelection, b: DesignerSelection): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'section') return b.kind === 'section' && a.section === b.section;
  return b.kind === 'field' && a.at.section === b.at.section && a.at.field === b.at.field;
}
