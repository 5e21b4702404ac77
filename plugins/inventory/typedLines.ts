/** A line of a model and a quantity, as typed (the quantity NaN while it is not a number). */
export interface ModelLine {
  modelId: string;
  quantity: number;
}

/** A new document's first line: one of the first enabled model ('' while there is none). */
export function firstModelLine(models: readonly { modelId: string; enabled: boolean }[]): ModelLine {
  return { modelId: models.find((model) => model.enabled)?.modelId ?? '', quantity: 1 };
}

/** The first problem of the lines: none, a quantity that is not a whole number from 1, or a model twice. */
export function modelLinesProblem(lines: readonly ModelLine[]): string | null {
  if (lines.length === 0) return 'Add at least one model.';
  if (lines.some((line) => !Number.isInteger(line.quantity) || line.quantity < 1))
    return 'A quantity is a whole number from 1.';
  if (new Set(lines.map((line) => line.modelId)).size !== lines.length) return 'Each model once.';
  return null;
}

/** A count as typed: NaN for an empty box, so that a check can refuse it rather than read it as 0. */
export function countOfText(text: string): number {
  return text === '' ? Number.NaN : Number(text);
}

/** Serials typed one per line (or separated by commas or spaces), trimmed, each once, in order. */
export function serialsOfText(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((serial) => serial.trim())
        .filter(Boolean),
    ),
  ];
}
