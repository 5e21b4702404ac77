import { describe, expect, it } from 'vitest';
import { countOfText, firstModelLine, modelLinesProblem, serialsOfText } from './typedLines.ts';

describe('lines typed for a transfer or requisition', () => {
  it('reads serials one per line, by commas or spaces, each once', () => {
    expect(serialsOfText(' ONT-1\nONT-2, ONT-3;ONT-1\n\n  SIM-9 ')).toEqual(['ONT-1', 'ONT-2', 'ONT-3', 'SIM-9']);
    expect(serialsOfText('  \n ')).toEqual([]);
  });

  it('refuses no line, a quantity below 1 or not whole, and a model twice', () => {
    expect(modelLinesProblem([])).toBe('Add at least one model.');
    expect(modelLinesProblem([{ modelId: 'a', quantity: 0 }])).toBe('A quantity is a whole number from 1.');
    expect(modelLinesProblem([{ modelId: 'a', quantity: 1.5 }])).toBe('A quantity is a whole number from 1.');
    expect(modelLinesProblem([{ modelId: 'a', quantity: Number.NaN }])).toBe('A quantity is a whole number from 1.');
    expect(
      modelLinesProblem([
        { modelId: 'a', quantity: 2 },
        { modelId: 'a', quantity: 1 },
      ]),
    ).toBe('Each model once.');
    expect(
      modelLinesProblem([
        { modelId: 'a', quantity: 2 },
        { modelId: 'b', quantity: 1 },
      ]),
    ).toBeNull();
  });

  it('starts a document with one of the first enabled model, or none while no model is enabled', () => {
    const models = [
      { modelId: 'off', enabled: false },
      { modelId: 'ont', enabled: true },
      { modelId: 'sim', enabled: true },
    ];
    expect(firstModelLine(models)).toEqual({ modelId: 'ont', quantity: 1 });
    expect(firstModelLine([{ modelId: 'off', enabled: false }])).toEqual({ modelId: '', quantity: 1 });
  });

  it('reads a typed count, an empty box as no number', () => {
    expect(countOfText('12')).toBe(12);
    expect(countOfText('')).toBeNaN();
    expect(countOfText('x')).toBeNaN();
  });
});
