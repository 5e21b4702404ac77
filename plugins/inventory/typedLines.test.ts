import { describe, expect, it } from 'vitest';
import { modelLinesProblem, serialsOfText } from './typedLines.ts';

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
});
