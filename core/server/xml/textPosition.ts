/** A place in a text: 1-based line and column. */
export interface TextPosition {
  line: number;
  column: number;
}

/** The line and column of a character index (UTF-16 units) in the text. */
export function positionOf(text: string, at: number): TextPosition {
  const before = text.slice(0, Math.max(0, at));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: at - lineStart + 1 };
}
