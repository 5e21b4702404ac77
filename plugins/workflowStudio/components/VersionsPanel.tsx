import { useEffect, useId, useState } from 'react';
import type { WorkflowVersionSummary } from '../../engine/public/contract/workflow.ts';
import type { WorkflowDiff } from '../../engine/public/contract/workflowDiff.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../core/shell/dialog/ConfirmDialog.tsx';
import { FailureBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { diffCall, historyCall, versionsCall, type WorkflowHistoryEntry } from '../calls.ts';
import { VersionDiff } from '../public/web/VersionDiff.tsx';
import { WorkflowHistory } from './WorkflowHistory.tsx';
import * as css from './versions.css.ts';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface VersionsPanelProps {
  workflowId: string;
  workflowName: string;
  /** Restores a version as the draft; absent for a reader. Answers why it failed, or null. */
  onRestore?: (number: number) => Promise<string | null>;
  onClose: () => void;
}

/**
 * A workflow's published versions, newest first: who published each and why; one compared side by side
 * with the draft or another version; for an editor, restored as the draft; and the history of every change.
 */
export function VersionsPanel({ workflowId, workflowName, onRestore, onClose }: VersionsPanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const id = useId();
  const [versions, setVersions] = useState<readonly WorkflowVersionSummary[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [against, setAgainst] = useState<'draft' | number>('draft');
  const [diff, setDiff] = useState<WorkflowDiff | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [history, setHistory] = useState<readonly WorkflowHistoryEntry[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    http.call(historyCall, workflowId, { signal: controller.signal }).then(
      ({ data }) => setHistory(data),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setFailure(isApiError(error) ? error.message : 'The history could not be read.');
      },
    );
    return () => controller.abort();
  }, [http, workflowId]);

  useEffect(() => {
    const controller = new AbortController();
    http.call(versionsCall, workflowId, { signal: controller.signal }).then(
      ({ data }) => {
        const newest = [...data].sort((a, b) => b.number - a.number);
        setVersions(newest);
        setChosen(newest[0]?.number ?? null);
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setFailure(isApiError(error) ? error.message : 'The versions could not be listed.');
      },
    );
    return () => controller.abort();
  }, [http, workflowId]);

  useEffect(() => {
    setDiff(null);
    if (chosen === null || chosen === against) return;
    const controller = new AbortController();
    http.call(diffCall, { workflowId, from: chosen, to: against }, { signal: controller.signal }).then(
      ({ data }) => setDiff(data),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setFailure(isApiError(error) ? error.message : 'The versions could not be compared.');
      },
    );
    return () => controller.abort();
  }, [http, workflowId, chosen, against]);

  const restore = (number: number) =>
    setConfirm({
      title: `Restore version ${number} as the draft?`,
      message:
        'The draft becomes a copy of that version; its unpublished changes are replaced. Publish it to run it again.',
      confirmLabel: 'Restore',
      onConfirm: () => {
        void onRestore?.(number).then((problem) => (problem ? setFailure(problem) : onClose()));
      },
    });

  return (
    <SidePanel title={`Versions of ${workflowName}`} size="wide" onClose={onClose}>
      {failure ? <FailureBanner message={failure} /> : null}
      {versions === null ? (
        <p className={css.muted}>Loading...</p>
      ) : versions.length === 0 ? (
        <p className={css.muted}>Never published: publish the draft to make version 1.</p>
      ) : (
        <>
          <ul className={css.list} aria-label="Published versions">
            {versions.map((version) => (
              <li
                key={version.number}
                className={css.version}
                aria-current={version.number === chosen ? true : undefined}
              >
                <div className={css.versionHead}>
                  <strong>Version {version.number}</strong>
                  <span className={css.muted}>
                    {version.publishedBy} · {when.format(new Date(version.publishedAt))} · {version.stepCount} steps
                  </span>
                </div>
                <span>{version.comment}</span>
                <div className={css.versionHead}>
                  <button
                    type="button"
                    className={`${button.secondary} ${compactButton}`}
                    aria-pressed={version.number === chosen}
                    onClick={() => setChosen(version.number)}
                  >
                    Compare
                  </button>
                  {onRestore ? (
                    <button
                      type="button"
                      className={`${button.secondary} ${compactButton}`}
                      onClick={() => restore(version.number)}
                    >
                      Restore as draft
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {chosen !== null ? (
            <>
              <div className={css.controls}>
                <FormField id={`${id}-against`} label={`Compare version ${chosen} with`}>
                  <select
                    id={`${id}-against`}
                    className={form.input}
                    value={String(against)}
                    onChange={(event) =>
                      setAgainst(event.target.value === 'draft' ? 'draft' : Number(event.target.value))
                    }
                  >
                    <option value="draft">The draft</option>
                    {versions
                      .filter((version) => version.number !== chosen)
                      .map((version) => (
                        <option key={version.number} value={String(version.number)}>
                          Version {version.number}
                        </option>
                      ))}
                  </select>
                </FormField>
              </div>
              {diff ? (
                <VersionDiff
                  diff={diff}
                  left={`Version ${chosen}`}
                  right={against === 'draft' ? 'Draft' : `Version ${against}`}
                />
              ) : null}
            </>
          ) : null}
        </>
      )}
      <section className={css.history} aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`} className={css.historyTitle}>
          History
        </h3>
        {history === null ? <p className={css.muted}>Loading...</p> : <WorkflowHistory entries={history} />}
      </section>
      {confirm ? <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} /> : null}
    </SidePanel>
  );
}
