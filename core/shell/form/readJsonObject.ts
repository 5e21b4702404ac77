/**
 * Reads a JSON object typed by a user (a payload, an input, an output): the object — empty text is `{}` —
 * or a message naming the `what` and the problem.
 */
export function readJsonObject(text: string, what: string): Record<string, unknown> | string {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : `The ${what} must be a JSON object: { "field": value }.`;
  } catch (error) {
    return `The ${what} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}
