import { describe, expect, it } from 'vitest';
import { formDefinitionSchema, type FormDefinitionInput } from './formDefinition.ts';
import { formDefinitionProblems } from './formDefinitionCheck.ts';
import {
  formProblems,
  shownFields,
  submittedValues,
  unconditionalFields,
  type ConditionEvaluator,
} from './formValues.ts';

const form = (input: FormDefinitionInput) => formDefinitionSchema.parse(input);

const ORDER = form({
  sections: [
    {
      fields: [
        { key: 'msisdn', label: 'MSISDN', type: 'text', required: true, pattern: '\\d{8,15}' },
        { key: 'count', label: 'Count', type: 'number', min: 1, max: 3 },
        { key: 'plan', label: 'Plan', type: 'select', options: [{ value: 'S' }, { value: 'M' }] },
        { key: 'extras', label: 'Extras', type: 'multiselect', max: 1, options: [{ value: 'a' }, { value: 'b' }] },
        { key: 'from', label: 'From', type: 'date' },
        { key: 'agree', label: 'Agree', type: 'checkbox', required: true },
        { key: 'reason', label: 'Reason', type: 'textarea', required: true, visibleWhen: 'plan = "M"' },
        { key: 'raw', label: 'Raw', type: 'json' },
      ],
    },
  ],
});

/** Conditions read as `key = "value"`: enough to drive the visibility rules without JSONata. */
const equalsOnly: ConditionEvaluator = async (expression, input) => {
  const [key, value] = expression.split('=').map((part) => part.trim().replace(/"/g, ''));
  if (key === 'broken') throw new Error('cannot evaluate');
  return input[key ?? ''] === value;
};

describe('form values', () => {
  it('names every problem of the shown fields, in the order of the form', () => {
    const shown = new Set(['msisdn', 'count', 'plan', 'extras', 'from', 'agree', 'raw']);
    const values = { msisdn: '12ab', count: 9, plan: 'XL', extras: ['a', 'b'], from: '2026-13-45', agree: false };
    expect(formProblems(ORDER, values, shown)).toEqual([
      { key: 'msisdn', message: 'Does not match the pattern \\d{8,15}.' },
      { key: 'count', message: 'At most 3.' },
      { key: 'plan', message: 'XL is not one of the options.' },
      { key: 'extras', message: 'At most 1 choice.' },
      { key: 'from', message: 'Enter a date (YYYY-MM-DD).' },
      { key: 'agree', message: 'Tick this box.' },
    ]);
    expect(formProblems(ORDER, { msisdn: '46700001234', agree: true, count: '2' }, shown)).toEqual([
      { key: 'count', message: 'Enter a number.' },
    ]);
  });

  it('shows a field while its condition holds, and one whose condition cannot be evaluated', async () => {
    expect(unconditionalFields(ORDER).has('reason')).toBe(false);
    expect((await shownFields(ORDER, { plan: 'S' }, equalsOnly)).has('reason')).toBe(false);
    const shown = await shownFields(ORDER, { plan: 'M' }, equalsOnly);
    expect(shown.has('reason')).toBe(true);
    expect(formProblems(ORDER, { msisdn: '46700001234', agree: true, plan: 'M' }, shown)).toEqual([
      { key: 'reason', message: 'Required.' },
    ]);
    const broken = form({
      sections: [{ fields: [{ key: 'x', label: 'X', type: 'text', visibleWhen: 'broken = 1' }] }],
    });
    expect(await shownFields(broken, {}, equalsOnly)).toEqual(new Set(['x']));
  });

  it('sends the shown fields that hold a value and what the form does not know, never a hidden one', () => {
    const values = { msisdn: '46700001234', reason: 'left over', count: '', extra: 7 };
    const shown = new Set(['msisdn', 'count']);
    expect(submittedValues(ORDER, values, shown)).toEqual({ msisdn: '46700001234', extra: 7 });
  });
});

describe('form definition checks', () => {
  it('finds each problem at its place', () => {
    const problems = formDefinitionProblems(
      form({
        sections: [
          { fields: [{ key: 'a', label: 'A', type: 'select', options: [{ value: 'x' }, { value: 'x' }] }] },
          {
            fields: [
              { key: 'a', label: 'Again', type: 'date', min: 1 },
              { key: 'b', label: 'B', type: 'text', pattern: '[', defaultValue: 5 },
              { key: 'c', label: 'C', type: 'checkbox', visibleWhen: 'function($x) { $x }' },
            ],
          },
        ],
      }),
    );
    expect(problems.map((problem) => problem.path)).toEqual([
      'sections.0.fields.0.options',
      'sections.1.fields.0.key',
      'sections.1.fields.0.min',
      'sections.1.fields.1.pattern',
      'sections.1.fields.1.defaultValue',
      'sections.1.fields.2.visibleWhen',
    ]);
    expect(formDefinitionProblems(ORDER)).toEqual([]);
  });
});
