/** A LIKE/ILIKE pattern matching values that contain the text; its own % and _ are matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
