import jsonata from 'jsonata';
import type { ConditionEvaluator } from '../contract/formValues.ts';

type Compiled = ReturnType<typeof jsonata>;
const compiled = new Map<string, Compiled>();
const MAX_CACHED = 200;

/**
 * Visibility conditions evaluated in the browser with the engine's JSONata: each expression compiled
 * once. Stored conditions were checked on save (no function definitions, no `$eval`).
 */
export const evaluateInBrowser: ConditionEvaluator = async (expression, input) => {
  let found = compiled.get(expression);
  if (!found) {
    found = jsonata(expression);
    if (compiled.size >= MAX_CACHED) compiled.clear();
    compiled.set(expression, found);
  }
  return found.evaluate(input);
};
