import { useCallback, useState } from 'react';
import type { FormDefinition } from '../public/contract/formDefinition.ts';

const MAX_STEPS = 100;

interface History {
  past: FormDefinition[];
  present: FormDefinition;
  future: FormDefinition[];
}

/** The definition being designed with its undo and redo; `replace` starts afresh (a reload, a revert). */
export function useDefinitionHistory(initial: FormDefinition) {
  const [history, setHistory] = useState<History>({ past: [], present: initial, future: [] });
  const change = useCallback(
    (next: (current: FormDefinition) => FormDefinition) =>
      setHistory((current) => {
        const present = next(current.present);
        if (present === current.present) return current;
        return { past: [...current.past.slice(-MAX_STEPS + 1), current.present], present, future: [] };
      }),
    [],
  );
  const undo = useCallback(
    () =>
      setHistory((current) => {
        const previous = current.past.at(-1);
        if (!previous) return current;
        return { past: current.past.slice(0, -1), present: previous, future: [current.present, ...current.future] };
      }),
    [],
  );
  const redo = useCallback(
    () =>
      setHistory((current) => {
        const [next, ...rest] = current.future;
        if (!next) return current;
        return { past: [...current.past, current.present], present: next, future: rest };
      }),
    [],
  );
  const replace = useCallback(
    (definition: FormDefinition) => setHistory({ past: [], present: definition, future: [] }),
    [],
  );
  return {
    definition: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change,
    undo,
    redo,
    replace,
  };
}
