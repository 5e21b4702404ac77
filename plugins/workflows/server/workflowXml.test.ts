import { describe, expect, it } from 'vitest';
import type { WorkflowXmlProblem } from '../../engine/public/contract/workflow.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { parseWorkflowXml, workflowToXml } from './workflowXml.ts';

const DEFINITION: WorkflowDefinition = {
  failurePolicy: 'PARK',
  steps: [
    { id: 'start', kind: 'START', name: 'Start', position: { x: 0, y: -40.5 } },
    {
      id: 'reserve',
      kind: 'TASK',
      name: 'Reserve "number" <MSISDN>',
      taskTemplate: 'Reserve MSISDN',
      compensation: 'release',
      overrides: {
        input: { msisdn: 'order.msisdn & "-" & order.plan', note: '"line one\nline two"' },
        timeoutMs: 30_000,
        retry: { maxAttempts: 3, backoff: 'EXPONENTIAL', delayMs: 1000, maxDelayMs: 60_000, jitter: true },
      },
    },
    { id: 'release', kind: 'TASK', name: 'Release', taskTemplate: 'Release MSISDN', overrides: { timeoutMs: 5000 } },
    { id: 'check', kind: 'DECISION', name: 'Plan?' },
    { id: 'end', kind: 'END', name: 'End' },
  ],
  edges: [
    { from: 'start', to: 'reserve' },
    { from: 'reserve', to: 'check' },
    { from: 'check', to: 'end', condition: 'order.count < 3 and order.plan != "M"' },
    { from: 'check', to: 'release', default: true },
  ],
};

function problemsOf(xml: string): WorkflowXmlProblem[] {
  const result = parseWorkflowXml(xml);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

const document = (steps: string, edges = '', root = 'failurePolicy="PARK"') =>
  `<?xml version="1.0"?>\n<workflow ${root}>\n  <steps>\n${steps}\n  </steps>\n  <edges>${edges}</edges>\n</workflow>\n`;

describe('workflow XML', () => {
  it('reads back exactly the definition it wrote, expressions and names escaped', () => {
    const xml = workflowToXml(DEFINITION, 'Mobile & more');
    expect(xml).toContain('<workflow name="Mobile &amp; more" failurePolicy="PARK">');
    expect(xml).toContain('<condition>order.count &lt; 3 and order.plan != "M"</condition>');
    expect(parseWorkflowXml(xml)).toEqual({ ok: true, definition: DEFINITION });
  });

  it('tells a syntax error at its line, and refuses a DOCTYPE', () => {
    expect(problemsOf('<workflow failurePolicy="PARK">\n  <steps>\n</workflow>')).toEqual([
      expect.objectContaining({ line: 3, element: 'xml', message: expect.stringContaining("'steps'") }),
    ]);
    expect(problemsOf('<workflow failurePolicy="PARK">\n  <steps>')).toEqual([
      { line: 2, column: 3, element: 'steps', message: '<workflow>, <steps> are not closed' },
    ]);
    expect(problemsOf('<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "b">]>\n<workflow/>')).toEqual([
      { line: 2, column: 1, element: 'DOCTYPE', message: 'a DOCTYPE is not allowed' },
    ]);
  });

  it('tells nesting beyond the limit and names reaching a prototype at their line, never throwing', () => {
    const deep = `<workflow failurePolicy="PARK">\n${'<x>'.repeat(200)}${'</x>'.repeat(200)}</workflow>`;
    expect(problemsOf(deep)).toEqual([
      { line: 2, column: 190, element: 'x', message: 'nested deeper than 64 elements (the limit)' },
    ]);
    expect(problemsOf(document('    <__proto__ id="start"/>'))).toEqual([
      { line: 4, column: 5, element: '__proto__', message: '<__proto__> is a reserved name and not allowed' },
    ]);
    expect(problemsOf(document('    <step constructor="x"/>'))).toEqual([
      { line: 4, column: 5, element: 'step', message: 'the attribute constructor is a reserved name and not allowed' },
    ]);
  });

  it('names the element and line of unknown attributes and elements, missing ones and bad values', () => {
    const problems = problemsOf(
      document(
        [
          '    <step id="start" kind="START" name="Start" colour="red"/>',
          '    <step id="a" kind="TASK" name="A" x="1">',
          '      <overrides timeoutMs="soon"><retry maxAttempts="2"/></overrides>',
          '    </step>',
          '    <note/>',
        ].join('\n'),
        '<edge from="start" default="yes"/>',
      ),
    );
    expect(problems.map(({ line, element, message }) => [line, element, message])).toEqual([
      [4, 'step', 'unknown attribute colour (known: id, kind, name, taskTemplate, compensation, x, y)'],
      [5, 'step', 'a position needs both x and y'],
      [6, 'overrides', 'timeoutMs must be a number, not "soon"'],
      [6, 'retry', 'attribute backoff is required'],
      [6, 'retry', 'attribute delayMs is required'],
      [6, 'retry', 'attribute maxDelayMs is required'],
      [6, 'retry', 'attribute jitter is required'],
      [8, 'note', '<note> is not expected in <steps> (expected: <step>)'],
      [10, 'edge', 'attribute to is required'],
      [10, 'edge', 'default must be true or false, not "yes"'],
    ]);
  });

  it('tells what the definition schema refuses at the step or edge it is about', () => {
    const problems = problemsOf(
      document(
        '    <step id="start" kind="START" name="Start"/>\n    <step id="9lives" kind="LOOP" name="Loop"/>',
        '\n    <edge from="start" to="9lives"/>\n',
      ),
    );
    expect(problems.map(({ line, element, message }) => [line, element, message.split(':')[0]])).toEqual([
      [5, 'step', 'id'],
      [5, 'step', 'kind'],
      [8, 'edge', 'to'],
    ]);
    expect(problemsOf(document('', '', 'name="x"'))).toContainEqual(
      expect.objectContaining({ line: 2, element: 'workflow', message: 'attribute failurePolicy is required' }),
    );
    expect(problemsOf('<flow/>')).toEqual([
      { line: 1, column: 1, element: 'xml', message: 'the document must be one <workflow>, not <flow>' },
    ]);
  });
});
