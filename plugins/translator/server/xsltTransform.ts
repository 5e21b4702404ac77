import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../../../core/server/http/errors.ts';
import { xmlElements } from '../../../core/server/xml/xmlMarkup.ts';
import { positionOf, xmlSyntaxProblem } from '../../../core/server/xml/xmlSyntax.ts';
import type { TransformProblem, TransformResult } from '../contract.ts';
import { xsltWorkerSource } from './xsltWorkerSource.ts';

const require = createRequire(import.meta.url);

const XSLT_NAMESPACE = 'http://www.w3.org/1999/XSL/Transform';
/** XPath's call of `document()`, in any attribute (an expression, or a template of a literal result's). */
const DOCUMENT_CALL = /(?<![\w.-])document\s*\(/;
/** Transformations running at once (each in a worker of its own), and how many may wait for one. */
export const MAX_XSLT_WORKERS = 2;
export const MAX_XSLT_WAITING = 8;
/** Each worker's heap: with the cap on workers, their memory together stays bounded. */
const WORKER_HEAP_MB = 64;

let running = 0;
const waiting: (() => void)[] = [];

/** A place among the running transformations, waited for; 429 naming the limit when too many wait. */
async function workerPlace(): Promise<() => void> {
  if (running >= MAX_XSLT_WORKERS) {
    if (waiting.length >= MAX_XSLT_WAITING) {
      throw new ApiError(
        429,
        `${MAX_XSLT_WORKERS} transformations are running and ${MAX_XSLT_WAITING} wait (the limit). Try again in a few seconds.`,
        { 'retry-after': '2' },
      );
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/** The longest output answered, in characters. */
const MAX_OUTPUT = 1_000_000;

export interface XsltTransformOptions {
  /** How long one transformation may run before its worker is stopped. */
  timeLimitMs?: number;
}

type WorkerAnswer = { ok: true; output: string } | { ok: false; message: string };

const problem = (part: TransformProblem['part'], text: string, at: number, message: string): TransformProblem => ({
  part,
  ...positionOf(text, at),
  message,
});

/** What is wrong with the stylesheet before it runs: not well-formed, not XSLT, or loading other documents. */
export function stylesheetProblem(xslt: string): TransformProblem | null {
  const syntax = xmlSyntaxProblem(xslt);
  if (syntax) return { part: 'xslt', line: syntax.line, column: syntax.column, message: syntax.message };
  const elements = xmlElements(xslt);
  const root = elements.next();
  const rootElement = root.done ? undefined : root.value;
  if (
    !rootElement ||
    rootElement.namespace !== XSLT_NAMESPACE ||
    !['stylesheet', 'transform'].includes(rootElement.localName)
  ) {
    return problem(
      'xslt',
      xslt,
      rootElement?.index ?? 0,
      `Not an XSLT stylesheet: the root element is <xsl:stylesheet version="1.0" xmlns:xsl="${XSLT_NAMESPACE}">.`,
    );
  }
  // Elements are told by their namespace, whatever prefix is bound to it.
  for (const element of [rootElement, ...elements]) {
    if (element.namespace === XSLT_NAMESPACE && ['import', 'include'].includes(element.localName)) {
      return problem(
        'xslt',
        xslt,
        element.index,
        `<${element.name}> is not allowed: keep the whole document in one translation.`,
      );
    }
    const loading = element.attributes.find(([, value]) => DOCUMENT_CALL.test(value));
    if (loading) {
      return problem(
        'xslt',
        xslt,
        element.index,
        `document() in ${loading[0]} is not allowed: a translation reads only its input.`,
      );
    }
  }
  return null;
}

/** The place an error message is about: the first element of the stylesheet it names, else the start. */
function placeOfError(xslt: string, message: string): number {
  for (const [name] of message.matchAll(/[A-Za-z_][\w.-]*:[A-Za-z_][\w.-]*/g)) {
    const at = xslt.indexOf(`<${name}`);
    if (at >= 0) return at;
  }
  return 0;
}

function runInWorker(stylesheet: string, input: string, timeLimitMs: number): Promise<WorkerAnswer> {
  return new Promise((resolve) => {
    const worker = new Worker(xsltWorkerSource, {
      eval: true,
      workerData: { modulePath: require.resolve('xslt-processor'), stylesheet, input },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const settle = (answer: WorkerAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(
      () =>
        settle({
          ok: false,
          message: `The transformation ran longer than ${timeLimitMs} ms and was stopped: does a template call itself without end?`,
        }),
      timeLimitMs,
    );
    worker.on('message', (answer: WorkerAnswer) => settle(answer));
    worker.on('error', (error) => settle({ ok: false, message: error.message }));
    worker.on('exit', () => settle({ ok: false, message: 'The transformation stopped without an answer.' }));
  });
}

/**
 * Runs an XSLT 1.0 document over an XML input in a worker thread of its own, stopped at the time limit:
 * the output, or the problems of the document or the input, each at its line and column. Nothing is
 * loaded from elsewhere (no DOCTYPE, `xsl:import`, `xsl:include` or `document()`).
 */
export async function transformXml(
  xslt: string,
  input: string,
  { timeLimitMs = 2_000 }: XsltTransformOptions = {},
): Promise<TransformResult> {
  const started = performance.now();
  const done = (output: string | null, problems: TransformProblem[]): TransformResult => ({
    output,
    problems,
    durationMs: Math.round(performance.now() - started),
  });

  const problems: TransformProblem[] = [];
  const inStylesheet = stylesheetProblem(xslt);
  if (inStylesheet) problems.push(inStylesheet);
  if (input.trim() === '') problems.push({ part: 'input', line: 1, column: 1, message: 'Write an input to run on.' });
  else {
    const syntax = xmlSyntaxProblem(input);
    if (syntax) problems.push({ part: 'input', line: syntax.line, column: syntax.column, message: syntax.message });
  }
  if (problems.length > 0) return done(null, problems);

  const release = await workerPlace();
  const answer = await runInWorker(xslt, input, timeLimitMs).finally(release);
  if (!answer.ok) return done(null, [problem('xslt', xslt, placeOfError(xslt, answer.message), answer.message)]);
  if (answer.output.length > MAX_OUTPUT) {
    return done(null, [
      problem('xslt', xslt, 0, `The output is longer than ${MAX_OUTPUT.toLocaleString('en')} characters.`),
    ]);
  }
  return done(answer.output, []);
}
