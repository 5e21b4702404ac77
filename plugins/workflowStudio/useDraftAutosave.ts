import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkflowDefinition } from '../engine/public/contract/workflowDefinition.ts';
import { useService } from '../../core/di/ContainerContext.tsx';
import { isApiError } from '../../core/http/ApiError.ts';
import { HttpClient } from '../../core/http/HttpClient.ts';
import { saveDraftCall } from './calls.ts';

const SAVE_AFTER_MS = 800;
const PRECONDITION_FAILED = 412;

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'failed';

export interface DraftAutosave {
  state: SaveState;
  /** Why the last save failed, when it did. */
  failure: string | null;
  /** The draft version the next save is checked against, as of now. */
  version: () => number;
  /** Saves now (Ctrl+S), without waiting for the pause: true when what is shown is stored. */
  saveNow: () => Promise<boolean>;
  /** After a conflict: saves over whatever is stored. */
  overwrite: () => Promise<boolean>;
  /** After a reload or a publish: what is stored now, at this version. */
  stored: (definition: WorkflowDefinition, version: number) => void;
}

/**
 * Saves the draft a moment after each change, at the version last read: a save refused as stale stops
 * saving and reports a conflict for the designer to settle; nothing typed is lost either way.
 */
export function useDraftAutosave(
  workflowId: string,
  definition: WorkflowDefinition,
  initialVersion: number,
  enabled: boolean,
): DraftAutosave {
  const http = useService<HttpClient>(HttpClient);
  const [state, setState] = useState<SaveState>('saved');
  const [failure, setFailure] = useState<string | null>(null);
  const version = useRef(initialVersion);
  const savedJson = useRef(JSON.stringify(definition));
  const latest = useRef(definition);
  latest.current = definition;
  const inFlight = useRef<Promise<boolean> | null>(null);

  const save = useCallback(
    async (overwrite: boolean): Promise<boolean> => {
      const sending = latest.current;
      const json = JSON.stringify(sending);
      if (!overwrite && json === savedJson.current) return true;
      setState('saving');
      try {
        const { data } = await http.call(saveDraftCall, {
          workflowId,
          version: overwrite ? undefined : version.current,
          definition: sending,
        });
        version.current = data.version;
        savedJson.current = json;
        setFailure(null);
        setState(JSON.stringify(latest.current) === json ? 'saved' : 'unsaved');
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === PRECONDITION_FAILED) setState('conflict');
        else {
          setFailure(isApiError(error) ? error.message : 'The draft could not be saved.');
          setState('failed');
        }
        return false;
      }
    },
    [http, workflowId],
  );

  const run = useCallback(
    async (overwrite: boolean): Promise<boolean> => {
      if (inFlight.current) await inFlight.current;
      const saving = save(overwrite).finally(() => (inFlight.current = null));
      inFlight.current = saving;
      return saving;
    },
    [save],
  );

  useEffect(() => {
    if (!enabled || state === 'conflict') return;
    if (JSON.stringify(definition) === savedJson.current) return;
    setState((current) => (current === 'saving' ? current : 'unsaved'));
    const timer = setTimeout(() => void run(false), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // A failed save is retried on the next change, not in a loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition, enabled, run]);

  const stored = useCallback((next: WorkflowDefinition, nextVersion: number) => {
    version.current = nextVersion;
    savedJson.current = JSON.stringify(next);
    setFailure(null);
    setState('saved');
  }, []);

  return {
    state,
    failure,
    version: () => version.current,
    saveNow: () => run(false),
    overwrite: () => run(true),
    stored,
  };
}
