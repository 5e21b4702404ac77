import type { CodeProblem } from '../../core/shell/code/CodeEditor.tsx';

/**
 * Whether the text is well-formed XML, read by the browser's own parser: the first problem at its line
 * and column (Chromium says "error on line 3 at column 12", other parsers "3:12: …"), or none.
 */
export function wellFormedProblems(text: string): CodeProblem[] {
  if (text.trim() === '') return [{ line: 1, column: 1, message: 'The document is empty.' }];
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (!error) return [];
  const said = (error.textContent ?? '').replace(/\s+/g, ' ').trim();
  const chromium = /line (\d+) at column (\d+): (.*?)(?: Below is a rendering.*)?$/.exec(said);
  const other = /(\d+):(\d+): (.*)$/.exec(said);
  const found = chromium ?? other;
  if (!found) return [{ line: 1, column: 1, message: said || 'The XML is not well-formed.' }];
  return [{ line: Number(found[1]), column: Number(found[2]), message: (found[3] ?? '').trim() }];
}

interface ServerProblem {
  line?: unknown;
  column?: unknown;
  element?: unknown;
  message?: unknown;
}

/** The problems a refused import lists (`data.problems`), each at its place. */
export function importProblems(data: unknown): CodeProblem[] {
  const problems = (data as { problems?: unknown } | null | undefined)?.problems;
  if (!Array.isArray(problems)) return [];
  return (problems as ServerProblem[]).map((problem) => ({
    line: typeof problem.line === 'number' ? problem.line : 1,
    column: typeof problem.column === 'number' ? problem.column : 1,
    message: `${typeof problem.element === 'string' && problem.element ? `<${problem.element}>: ` : ''}${String(problem.message ?? '')}`,
  }));
}
