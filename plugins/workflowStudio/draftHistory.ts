import type { WorkflowDefinition } from '../engine/public/contract/workflowDefinition.ts';

const MAX_UNDO = 200;

/** The draft as the studio edits it: what it is now, and the steps back and forward. */
export interface DraftHistory {
  present: WorkflowDefinition;
  past: readonly WorkflowDefinition[];
  future: readonly WorkflowDefinition[];
}

export const startHistory = (present: WorkflowDefinition): DraftHistory => ({ present, past: [], future: [] });

/** One edit: undoable, and what could be redone is dropped. An edit that changes nothing is no step. */
export function edit(history: DraftHistory, next: WorkflowDefinition): DraftHistory {
  if (next === history.present) return history;
  return { present: next, past: [...history.past, history.present].slice(-MAX_UNDO), future: [] };
}

export function undo(history: DraftHistory): DraftHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { present: previous, past: history.past.slice(0, -1), future: [history.present, ...history.future] };
}

export function redo(history: DraftHistory): DraftHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { present: next, past: [...history.past, history.present], future: rest };
}
