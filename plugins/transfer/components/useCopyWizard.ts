import { useCallback, useEffect, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { downloadFile } from '../../../core/shell/downloadFile.ts';
import { transferCalls } from '../calls.ts';
import type { CopyItem, CopyPlan, CopyTarget } from '../contract.ts';
import {
  bundleFileName,
  copyCall,
  itemKeyOf,
  openQuestions,
  readBundleText,
  resolutionList,
  selectionProblem,
  type CopySelection,
  type ResolutionChoice,
  type Resolutions,
} from '../model/copyDraft.ts';

/** A bundle read from a file, imported into this tenant instead of copying to another. */
export interface ImportedBundle {
  fileName: string;
  bundle: unknown;
}

export type Busy = 'dryRun' | 'apply' | 'export' | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The copy screen's state and calls: the target, the selection (or a bundle), the dry run and the
 * resolutions of its conflicts, the apply. A failure keeps everything chosen and says what the server said.
 */
export function useCopyWizard() {
  const http = useService<HttpClient>(HttpClient);
  const [targets, setTargets] = useState<readonly CopyTarget[] | null>(null);
  const [targetId, setTargetId] = useState<string | null>(null);
  const [selection, setSelection] = useState<CopySelection>({ family: null, items: [] });
  const [imported, setImported] = useState<ImportedBundle | null>(null);
  const [resolutions, setResolutions] = useState<Resolutions>(new Map());
  const [plan, setPlan] = useState<CopyPlan | null>(null);
  const [result, setResult] = useState<CopyPlan | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    http
      .call(transferCalls.targets, undefined, { signal: controller.signal })
      .then(({ data }) => {
        setTargets(data);
        if (data.length === 1) setTargetId(data[0]?.tenantId ?? null);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) {
          setTargets([]);
          setError(messageOf(failure));
        }
      });
    return () => controller.abort();
  }, [http]);

  /** A new selection, target or bundle makes the dry run stale: it is run again before anything is applied. */
  const changed = () => {
    setPlan(null);
    setResult(null);
    setError(null);
  };

  const targetName = imported
    ? 'this tenant'
    : (targets?.find((target) => target.tenantId === targetId)?.name ?? targetId ?? '');

  const problem = imported ? null : selectionProblem(selection, targetId);

  const runPlan = useCallback(
    async (apply: boolean, choices: Resolutions): Promise<CopyPlan> => {
      if (imported) {
        const input = { bundle: imported.bundle, apply, resolutions: resolutionList(choices) };
        return (await http.call(transferCalls.importBundle, input)).data;
      }
      return (await http.call(transferCalls.copy, copyCall(selection, targetId ?? '', choices, apply))).data;
    },
    [http, imported, selection, targetId],
  );

  const dryRun = async (): Promise<CopyPlan | null> => {
    if (problem) {
      setError(problem);
      return null;
    }
    setBusy('dryRun');
    setError(null);
    setResult(null);
    try {
      const next = await runPlan(false, resolutions);
      setPlan(next);
      return next;
    } catch (failure) {
      setError(messageOf(failure));
      return null;
    } finally {
      setBusy(null);
    }
  };

  /** The dry run again with the resolutions chosen; the plan it answers, when nothing is left open. */
  const checkBeforeApply = async (): Promise<CopyPlan | null> => {
    const checked = await dryRun();
    if (!checked) return null;
    const open = openQuestions(checked, resolutions);
    if (open.length > 0) {
      setError(open.map((question) => question.problem).join(' '));
      return null;
    }
    return checked;
  };

  const apply = async () => {
    setBusy('apply');
    setError(null);
    try {
      setResult(await runPlan(true, resolutions));
      setPlan(null);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  };

  const exportBundle = async () => {
    if (selection.family === null && selection.items.length === 0) {
      setError('Choose what to export: a family, or items by name.');
      return;
    }
    setBusy('export');
    setError(null);
    try {
      const input = {
        family: selection.family ?? 'copyall',
        wholeFamily: selection.family !== null,
        items: selection.items.map(({ kind, name }) => ({ kind, name })),
      };
      const { data } = await http.call(transferCalls.exportBundle, input);
      const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      downloadFile(bundleFileName(data.sourceTenantId, data.family, data.exportedAt), file);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (file: File) => {
    const read = readBundleText(await file.text());
    if ('problem' in read) {
      setError(read.problem);
      return;
    }
    changed();
    setResolutions(new Map());
    setImported({ fileName: file.name, bundle: read.bundle });
  };

  const resolve = (item: CopyItem, choice: ResolutionChoice | null) =>
    setResolutions((current) => {
      const next = new Map(current);
      if (choice) next.set(itemKeyOf(item), choice);
      else next.delete(itemKeyOf(item));
      return next;
    });

  return {
    targets,
    targetId,
    targetName,
    selection,
    imported,
    resolutions,
    plan,
    result,
    busy,
    error,
    problem,
    chooseTarget: (id: string | null) => {
      changed();
      setTargetId(id);
    },
    select: (next: CopySelection) => {
      changed();
      setSelection(next);
    },
    leaveImport: () => {
      changed();
      setImported(null);
      setResolutions(new Map());
    },
    resolve,
    dryRun,
    checkBeforeApply,
    apply,
    exportBundle,
    importFile,
  };
}

export type CopyWizardState = ReturnType<typeof useCopyWizard>;
