/**
 * A workflow's graph as XML, for people and tools that keep workflows as files: one `<workflow>` with
 * its `<steps>` and `<edges>`, each field an attribute, expressions as element text. Reading answers
 * either the definition or every problem, each at its line and column and naming its element, so an
 * editor can mark them where they are.
 */
import { XMLParser } from 'fast-xml-parser';
import type { z } from 'zod';
import { xmlSyntaxProblem } from '../../../core/server/xml/xmlSyntax.ts';
import { MAX_WORKFLOW_XML_LENGTH, type WorkflowXmlProblem } from '../../engine/public/contract/workflow.ts';
import {
  workflowDefinitionSchema,
  type RetryPolicy,
  type WorkflowDefinition,
  type WorkflowEdge,
  type WorkflowStep,
} from '../../engine/public/contract/workflowDefinition.ts';

export type WorkflowXmlResult =
  { ok: true; definition: WorkflowDefinition } | { ok: false; problems: WorkflowXmlProblem[] };

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  escapeText(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');

function attributes(values: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
}

function retryXml(retry: RetryPolicy, indent: string): string {
  return `${indent}<retry${attributes({ ...retry })}/>\n`;
}

function stepXml(step: WorkflowStep): string {
  const head = attributes({
    id: step.id,
    kind: step.kind,
    name: step.name,
    taskTemplate: step.taskTemplate,
    compensation: step.compensation,
    x: step.position?.x,
    y: step.position?.y,
  });
  const overrides = step.overrides;
  if (!overrides) return `    <step${head}/>\n`;
  let body = '';
  for (const [field, expression] of Object.entries(overrides.input ?? {})) {
    body += `        <input${attributes({ field })}>${escapeText(expression)}</input>\n`;
  }
  if (overrides.retry) body += retryXml(overrides.retry, '        ');
  const open = `      <overrides${attributes({ timeoutMs: overrides.timeoutMs })}`;
  return `    <step${head}>\n${body ? `${open}>\n${body}      </overrides>\n` : `${open}/>\n`}    </step>\n`;
}

function edgeXml(edge: WorkflowEdge): string {
  const head = attributes({ from: edge.from, to: edge.to, default: edge.default });
  if (edge.condition === undefined) return `    <edge${head}/>\n`;
  return `    <edge${head}>\n      <condition>${escapeText(edge.condition)}</condition>\n    </edge>\n`;
}

/** The XML of a definition; `name` is written on the root for the reader and ignored when read back. */
export function workflowToXml(definition: WorkflowDefinition, name?: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<workflow${attributes({ name, failurePolicy: definition.failurePolicy })}>\n` +
    `  <steps>\n${definition.steps.map(stepXml).join('')}  </steps>\n` +
    `  <edges>\n${definition.edges.map(edgeXml).join('')}  </edges>\n` +
    '</workflow>\n'
  );
}

// Reading

const ATTRIBUTES = '$attributes';
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

type XmlNode = {
  [ATTRIBUTES]?: Record<string, string>;
  '#text'?: string;
  [META]?: { startIndex?: number };
} & { [child: string]: XmlNode[] | undefined };

/** Where a step or edge came from, so a problem the schema finds is told at its element. */
interface Located {
  element: string;
  at: number;
}

class XmlReader {
  readonly problems: WorkflowXmlProblem[] = [];
  private readonly lineStarts: number[] = [0];

  constructor(private readonly text: string) {
    for (let index = 0; index < text.length; index += 1) if (text[index] === '\n') this.lineStarts.push(index + 1);
  }

  position(at: number): { line: number; column: number } {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.lineStarts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: at - (this.lineStarts[low] as number) + 1 };
  }

  problem(where: Located, message: string): void {
    this.problems.push({ ...this.position(where.at), element: where.element, message });
  }

  located(node: XmlNode, element: string): Located {
    return { element, at: node[META]?.startIndex ?? 0 };
  }

  /** The node's attributes, each unknown one a problem; the required ones missing are problems too. */
  attributes(node: XmlNode, element: string, known: readonly string[], required: readonly string[] = []) {
    const values = node[ATTRIBUTES] ?? {};
    const where = this.located(node, element);
    for (const name of Object.keys(values)) {
      if (!known.includes(name)) this.problem(where, `unknown attribute ${name} (known: ${known.join(', ')})`);
    }
    for (const name of required) if (values[name] === undefined) this.problem(where, `attribute ${name} is required`);
    return values;
  }

  children(node: XmlNode, element: string, known: readonly string[]): void {
    for (const [name, value] of Object.entries(node)) {
      if (name === ATTRIBUTES || name === '#text' || !Array.isArray(value)) continue;
      if (!known.includes(name)) {
        const first = value[0];
        this.problem(
          first ? this.located(first, name) : this.located(node, element),
          `<${name}> is not expected in <${element}>${known.length > 0 ? ` (expected: ${known.map((child) => `<${child}>`).join(', ')})` : ''}`,
        );
      }
    }
  }

  one(node: XmlNode, child: string): XmlNode | undefined {
    const nodes = node[child];
    if (nodes && nodes.length > 1)
      this.problem(this.located(nodes[1] as XmlNode, child), `only one <${child}> is allowed`);
    return nodes?.[0];
  }

  number(where: Located, name: string, value: string | undefined): number | undefined {
    if (value === undefined) return undefined;
    const parsed = value.trim() === '' ? Number.NaN : Number(value);
    if (Number.isNaN(parsed)) this.problem(where, `${name} must be a number, not "${value}"`);
    return parsed;
  }

  boolean(where: Located, name: string, value: string | undefined): boolean | undefined {
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') this.problem(where, `${name} must be true or false, not "${value}"`);
    return value === 'true';
  }
}

const textOf = (node: XmlNode) => (node['#text'] ?? '').trim();

function readRetry(reader: XmlReader, node: XmlNode): Record<string, unknown> {
  const where = reader.located(node, 'retry');
  const fields = ['maxAttempts', 'backoff', 'delayMs', 'maxDelayMs', 'jitter'];
  const values = reader.attributes(node, 'retry', fields, fields);
  reader.children(node, 'retry', []);
  return {
    maxAttempts: reader.number(where, 'maxAttempts', values['maxAttempts']),
    backoff: values['backoff'],
    delayMs: reader.number(where, 'delayMs', values['delayMs']),
    maxDelayMs: reader.number(where, 'maxDelayMs', values['maxDelayMs']),
    jitter: reader.boolean(where, 'jitter', values['jitter']),
  };
}

function readOverrides(reader: XmlReader, node: XmlNode): Record<string, unknown> {
  const where = reader.located(node, 'overrides');
  const values = reader.attributes(node, 'overrides', ['timeoutMs']);
  reader.children(node, 'overrides', ['input', 'retry']);
  const overrides: Record<string, unknown> = {};
  const timeoutMs = reader.number(where, 'timeoutMs', values['timeoutMs']);
  if (timeoutMs !== undefined) overrides['timeoutMs'] = timeoutMs;
  const inputs = node['input'] ?? [];
  if (inputs.length > 0) {
    const input: Record<string, string> = {};
    for (const field of inputs) {
      const name = reader.attributes(field, 'input', ['field'], ['field'])['field'];
      reader.children(field, 'input', []);
      if (name === undefined) continue;
      if (name in input) reader.problem(reader.located(field, 'input'), `field ${name} is given twice`);
      input[name] = textOf(field);
    }
    overrides['input'] = input;
  }
  const retry = reader.one(node, 'retry');
  if (retry) overrides['retry'] = readRetry(reader, retry);
  return overrides;
}

function readStep(reader: XmlReader, node: XmlNode): Record<string, unknown> {
  const where = reader.located(node, 'step');
  const known = ['id', 'kind', 'name', 'taskTemplate', 'compensation', 'x', 'y'];
  const values = reader.attributes(node, 'step', known, ['id', 'kind', 'name']);
  reader.children(node, 'step', ['overrides']);
  const step: Record<string, unknown> = { id: values['id'], kind: values['kind'], name: values['name'] };
  if (values['taskTemplate'] !== undefined) step['taskTemplate'] = values['taskTemplate'];
  if (values['compensation'] !== undefined) step['compensation'] = values['compensation'];
  if ((values['x'] === undefined) !== (values['y'] === undefined)) {
    reader.problem(where, 'a position needs both x and y');
  } else if (values['x'] !== undefined) {
    step['position'] = { x: reader.number(where, 'x', values['x']), y: reader.number(where, 'y', values['y']) };
  }
  const overrides = reader.one(node, 'overrides');
  if (overrides) step['overrides'] = readOverrides(reader, overrides);
  return step;
}

function readEdge(reader: XmlReader, node: XmlNode): Record<string, unknown> {
  const where = reader.located(node, 'edge');
  const values = reader.attributes(node, 'edge', ['from', 'to', 'default'], ['from', 'to']);
  reader.children(node, 'edge', ['condition']);
  const edge: Record<string, unknown> = { from: values['from'], to: values['to'] };
  const isDefault = reader.boolean(where, 'default', values['default']);
  if (isDefault !== undefined) edge['default'] = isDefault;
  const condition = reader.one(node, 'condition');
  if (condition) {
    reader.attributes(condition, 'condition', []);
    reader.children(condition, 'condition', []);
    edge['condition'] = textOf(condition);
  }
  return edge;
}

/** Tells each problem the schema finds at the step or edge it is about. */
function schemaProblems(reader: XmlReader, error: z.ZodError, root: Located, steps: Located[], edges: Located[]): void {
  for (const issue of error.issues) {
    const [list, index, ...rest] = issue.path;
    const located =
      list === 'steps' && typeof index === 'number'
        ? steps[index]
        : list === 'edges' && typeof index === 'number'
          ? edges[index]
          : undefined;
    const field = (located ? rest : issue.path).map(String).join('.');
    reader.problem(located ?? root, field ? `${field}: ${issue.message}` : issue.message);
  }
}

/** Reads a workflow's XML: its definition, or every problem at its line, column and element. */
export function parseWorkflowXml(text: string): WorkflowXmlResult {
  if (text.length > MAX_WORKFLOW_XML_LENGTH) {
    return {
      ok: false,
      problems: [{ line: 1, column: 1, element: 'xml', message: `longer than ${MAX_WORKFLOW_XML_LENGTH} characters` }],
    };
  }
  const syntax = xmlSyntaxProblem(text);
  if (syntax) return { ok: false, problems: [syntax] };
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    attributesGroupName: ATTRIBUTES,
    alwaysCreateTextNode: true,
    parseAttributeValue: false,
    parseTagValue: false,
    captureMetaData: true,
    // Every element as a list, so a repeated one is told rather than silently merged.
    isArray: (name, _path, _leaf, isAttribute) => !isAttribute && !name.startsWith('?'),
  }).parse(text) as Record<string, XmlNode[] | undefined>;

  const reader = new XmlReader(text);
  const roots = Object.entries(parsed).filter(([name]) => !name.startsWith('?'));
  const workflow = roots.length === 1 && roots[0]?.[0] === 'workflow' ? roots[0][1]?.[0] : undefined;
  if (!workflow) {
    const names = roots.map(([name]) => `<${name}>`).join(', ');
    return {
      ok: false,
      problems: [{ line: 1, column: 1, element: 'xml', message: `the document must be one <workflow>, not ${names}` }],
    };
  }
  const root = reader.located(workflow, 'workflow');
  const values = reader.attributes(workflow, 'workflow', ['name', 'failurePolicy'], ['failurePolicy']);
  reader.children(workflow, 'workflow', ['steps', 'edges']);
  const stepsNode = reader.one(workflow, 'steps');
  const edgesNode = reader.one(workflow, 'edges');
  if (!stepsNode) reader.problem(root, '<steps> is required');
  if (stepsNode) reader.children(stepsNode, 'steps', ['step']);
  if (edgesNode) reader.children(edgesNode, 'edges', ['edge']);
  const stepNodes = stepsNode?.['step'] ?? [];
  const edgeNodes = edgesNode?.['edge'] ?? [];
  const candidate = {
    failurePolicy: values['failurePolicy'],
    steps: stepNodes.map((node) => readStep(reader, node)),
    edges: edgeNodes.map((node) => readEdge(reader, node)),
  };
  if (reader.problems.length === 0) {
    const checked = workflowDefinitionSchema.safeParse(candidate);
    if (checked.success) return { ok: true, definition: checked.data };
    schemaProblems(
      reader,
      checked.error,
      root,
      stepNodes.map((node) => reader.located(node, 'step')),
      edgeNodes.map((node) => reader.located(node, 'edge')),
    );
  }
  return { ok: false, problems: reader.problems.sort((a, b) => a.line - b.line || a.column - b.column) };
}
