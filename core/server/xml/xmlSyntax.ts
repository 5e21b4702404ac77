import { XMLValidator } from 'fast-xml-parser';

/** A place in a text: 1-based line and column. */
export interface TextPosition {
  line: number;
  column: number;
}

/** Where a well-formedness problem is, the element it is in, and what it is. */
export interface XmlSyntaxProblem extends TextPosition {
  element: string;
  message: string;
}

/** The line and column of a character index (UTF-16 units) in the text. */
export function positionOf(text: string, at: number): TextPosition {
  const before = text.slice(0, Math.max(0, at));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: at - lineStart + 1 };
}

/**
 * Whether a text is well-formed XML without a DOCTYPE (no entities to expand, no external references):
 * the first problem at its line and column, or null.
 */
export function xmlSyntaxProblem(text: string): XmlSyntaxProblem | null {
  if (/<!DOCTYPE/i.test(text)) {
    return { ...positionOf(text, text.search(/<!DOCTYPE/i)), element: 'DOCTYPE', message: 'a DOCTYPE is not allowed' };
  }
  const valid = XMLValidator.validate(text);
  if (valid === true) return null;
  // The validator tells tags left open only by their names: point at the innermost one.
  const unclosed = /^Invalid '\[(.*)\]' found\.$/s.exec(valid.err.msg);
  if (unclosed) {
    const names = [...(unclosed[1] ?? '').matchAll(/"([^"]+)"/g)].map((match) => match[1] as string);
    const innermost = names.at(-1) ?? 'xml';
    const at = Math.max(0, text.lastIndexOf(`<${innermost}`));
    const message = `<${names.join('>, <')}> ${names.length === 1 ? 'is' : 'are'} not closed`;
    return { ...positionOf(text, at), element: innermost, message };
  }
  return { line: valid.err.line, column: valid.err.col, element: 'xml', message: valid.err.msg };
}
