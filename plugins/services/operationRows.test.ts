import { describe, expect, it } from 'vitest';
import { checkOperations, operationsValue, parseOperations } from './operationRows.ts';

const WORKFLOW = '0b8a4f7e-5d1c-4c57-9a57-6b7f2f0e1a11';

describe("a service's operation rows", () => {
  it('round-trips a service’s operations through the form', () => {
    const operations = [
      { name: 'ADD', workflowId: WORKFLOW, workflowVersion: 2, form: 'Postpaid', rules: ['a', 'b'], translation: null },
      { name: 'DELETE', workflowId: WORKFLOW, workflowVersion: null, form: null, rules: [], translation: 'x' },
    ];
    expect(parseOperations(operationsValue(operations))).toEqual(operations);
  });

  it('names the first operation that cannot be sent', () => {
    const rows = (...names: string[]) =>
      JSON.stringify(
        names.map((name) => ({
          name,
          workflowId: WORKFLOW,
          workflowVersion: '',
          form: '',
          rules: '',
          translation: '',
        })),
      );
    expect(checkOperations(rows('ADD', 'MODIFY'))).toBeUndefined();
    expect(checkOperations(rows('ADD', ''))).toBe('Operation 2 needs a name.');
    expect(checkOperations(rows('ADD', 'ADD'))).toBe('ADD is named twice.');
    expect(checkOperations(rows('add'))).toMatch(/^add: an operation name is upper case/);
    expect(checkOperations(JSON.stringify([{ name: 'ADD', workflowId: '' }]))).toBe('ADD needs a workflow.');
  });
});
