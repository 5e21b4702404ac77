import { describe, expect, it } from 'vitest';
import { formDefinitionSchema, type FormDefinition } from '../public/contract/formDefinition.ts';
import { addField, addSection, moveField, moveFieldTo, removeSection, stepSelection } from './designerModel.ts';

const keys = (definition: FormDefinition) =>
  definition.sections.map((section) => section.fields.map((field) => field.key));

const TWO_SECTIONS = formDefinitionSchema.parse({
  sections: [
    {
      title: 'One',
      fields: [
        { key: 'a', label: 'A', type: 'text' },
        { key: 'b', label: 'B', type: 'text' },
      ],
    },
    { title: 'Two', fields: [{ key: 'c', label: 'C', type: 'text' }] },
  ],
});

describe('the designer model', () => {
  it('adds a field with a free key after the selection, or at the end', () => {
    const after = addField(TWO_SECTIONS, { kind: 'field', at: { section: 0, field: 0 } }, 'number');
    expect(keys(after.definition)).toEqual([['a', 'field1', 'b'], ['c']]);
    expect(after.at).toEqual({ section: 0, field: 1 });
    expect(after.definition.sections[0]?.fields[1]?.type).toBe('number');
    const atEnd = addField(after.definition, null);
    expect(keys(atEnd.definition)).toEqual([
      ['a', 'field1', 'b'],
      ['c', 'field2'],
    ]);
  });

  it('moves a field a place at a time, across the edge of a section', () => {
    const down = moveField(TWO_SECTIONS, { section: 0, field: 1 }, 1);
    expect(keys(down.definition)).toEqual([['a'], ['b', 'c']]);
    expect(down.at).toEqual({ section: 1, field: 0 });
    const up = moveField(down.definition, down.at, -1);
    expect(keys(up.definition)).toEqual([['a', 'b'], ['c']]);
    expect(moveField(TWO_SECTIONS, { section: 0, field: 0 }, -1).definition).toBe(TWO_SECTIONS);
  });

  it('drops a field in the place of the row it is dropped on', () => {
    expect(keys(moveFieldTo(TWO_SECTIONS, { section: 0, field: 0 }, { section: 0, field: 1 }))).toEqual([
      ['b', 'a'],
      ['c'],
    ]);
    expect(keys(moveFieldTo(TWO_SECTIONS, { section: 1, field: 0 }, { section: 0, field: 0 }))).toEqual([
      ['c', 'a', 'b'],
      [],
    ]);
  });

  it('hands a removed section’s fields to its neighbour and keeps the last section', () => {
    expect(keys(removeSection(TWO_SECTIONS, 1))).toEqual([['a', 'b', 'c']]);
    expect(keys(removeSection(TWO_SECTIONS, 0))).toEqual([['a', 'b', 'c']]);
    const one = removeSection(TWO_SECTIONS, 1);
    expect(removeSection(one, 0)).toBe(one);
    expect(addSection(one).definition.sections.map((section) => section.title)).toEqual(['One', 'Section 2']);
  });

  it('steps through section headers and fields in order', () => {
    const first = stepSelection(TWO_SECTIONS, { kind: 'section', section: 0 }, 1);
    expect(first).toEqual({ kind: 'field', at: { section: 0, field: 0 } });
    expect(stepSelection(TWO_SECTIONS, { kind: 'field', at: { section: 0, field: 1 } }, 1)).toEqual({
      kind: 'section',
      section: 1,
    });
    expect(stepSelection(TWO_SECTIONS, { kind: 'section', section: 0 }, -1)).toEqual({ kind: 'section', section: 0 });
  });
});
