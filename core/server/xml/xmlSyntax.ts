import { XMLValidator } from 'fast-xml-parser';
import { positionOf, type TextPosition } from './textPosition.ts';
import { DEFAULT_XML_LIMITS, xmlShapeProblem, type XmlShapeLimits } from './xmlShape.ts';

export { positionOf, type TextPosition };

/** Where a well-formedness problem is, the element it is in, and what it is. */
export interface XmlSyntaxProblem extends TextPosition {
  element: string;
  message: string;
}

/**
 * A DOCTYPE or entity declaration in a text (what could define entities to expand or load), at its line
 * and column, or null. Text that need not be well-formed yet (a sample being written) is held to this.
 */
export function xmlDeclarationProblem(text: string): XmlSyntaxProblem | null {
  const declaration = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (declaration) {
    const doctype = declaration[1]?.toUpperCase() === 'DOCTYPE';
    return {
      ...positionOf(text, declaration.index),
      element: doctype ? 'DOCTYPE' : 'ENTITY',
      message: doctype ? 'a DOCTYPE is not allowed' : 'an entity declaration is not allowed',
    };
  }
  return null;
}

/**
 * Whether a text is well-formed XML without a DOCTYPE (no entities to expand, no external references),
 * within the depth and size limits and without names that reach an object's prototype: the first
 * problem at its line and column, or null. The limits are checked first, in one pass, so no parser ever
 * sees a document beyond them.
 */
export function xmlSyntaxProblem(text: string, limits: XmlShapeLimits = DEFAULT_XML_LIMITS): XmlSyntaxProblem | null {
  const declaration = xmlDeclarationProblem(text);
  if (declaration) return declaration;
  const shape = xmlShapeProblem(text, limits);
  if (shape) return shape;
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
