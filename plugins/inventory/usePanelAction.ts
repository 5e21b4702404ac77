import { useCallback, useState } from 'react';
import { isApiError } from '../../core/http/ApiError.ts';

/**
 * A side panel's one action at a time: `busy` while it runs (its buttons disabled), and the problem it
 * ended with — the server's message, or `failure` when the server said nothing a person can read.
 */
export function usePanelAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useCallback(
    async (work: () => Promise<void>, failure: string, onError?: (error: unknown) => void): Promise<void> => {
      setBusy(true);
      setProblem(null);
      try {
        await work();
      } catch (error) {
        onError?.(error);
        setProblem(isApiError(error) ? error.message : failure);
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return { busy, problem, setProblem, run };
}
