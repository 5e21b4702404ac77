import { xml } from '@codemirror/lang-xml';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { WORKFLOW_PERMISSIONS } from '../../engine/public/contract/enginePaths.ts';
import type { Workflow, WorkflowVersionSummary } from '../../engine/public/contract/workflow.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { CodeEditor, type CodeProblem } from '../../../core/shell/code/CodeEditor.tsx';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { FailureBanner, StaleVersionBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { UnsavedChangesDialog } from '../../../core/shell/dialog/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../../core/shell/dialog/useUnsavedChangesGuard.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { PageFrame } from '../../../core/shell/layout/PageFrame.tsx';
import {
  importWorkflowXmlCall,
  workflowCalls,
  workflowDraftCall,
  workflowVersionsCall,
  workflowXmlCall,
} from '../workflowXmlCalls.ts';
import { importProblems, wellFormedProblems } from '../xmlProblems.ts';
import * as css from './workflowXmlPage.css.ts';

const XML_LANGUAGE = xml();
const PRECONDITION_FAILED = 412;

interface Loaded {
  workflowId: string;
  name: string;
  /** The published version shown, or null for the draft. */
  number: number | null;
  xml: string;
  /** The draft's version when it was read: what an import is checked against. */
  draftVersion: number;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `/dev/configure/workflow/xml`: a workflow's draft or a published version as XML in an editor — the
 * document's well-formedness checked as you type, an import into the draft refused with every problem
 * at its line — and export to a file or import from one.
 */
export default function WorkflowXmlPage() {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const mayImport = usePermission(WORKFLOW_PERMISSIONS.update);
  const ids = { workflow: useId(), version: useId(), file: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [params, setParams] = useSearchParams();
  const workflowId = params.get('workflowId') ?? '';
  const number = Number(params.get('version')) || null;

  const [workflows, setWorkflows] = useState<readonly Workflow[]>([]);
  const [versions, setVersions] = useState<readonly WorkflowVersionSummary[]>([]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [text, setText] = useState('');
  const [serverProblems, setServerProblems] = useState<CodeProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [importing, setImporting] = useState(false);
  const [revision, setRevision] = useState(0);

  const dirty = loaded !== null && text !== loaded.xml;
  const guard = useUnsavedChangesGuard(dirty);
  const localProblems = useMemo(() => (workflowId ? wellFormedProblems(text) : []), [text, workflowId]);
  const problems = useMemo(() => [...localProblems, ...serverProblems], [localProblems, serverProblems]);

  useEffect(() => {
    const controller = new AbortController();
    http.call(workflowCalls.list, { limit: 200, sort: 'name', order: 'asc' }, { signal: controller.signal }).then(
      ({ data }) => setWorkflows(data.items),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setFailure(isApiError(error) ? error.message : 'Workflows could not be listed.');
      },
    );
    return () => controller.abort();
  }, [http]);

  useEffect(() => {
    if (!workflowId) return;
    const controller = new AbortController();
    const signal = controller.signal;
    Promise.all([
      http.call(workflowXmlCall, { workflowId, number }, { signal }),
      http.call(workflowDraftCall, workflowId, { signal }),
      http.call(workflowVersionsCall, workflowId, { signal }),
    ]).then(
      ([document, draft, list]) => {
        setLoaded({
          workflowId,
          name: document.data.name,
          number: document.data.number,
          xml: document.data.xml,
          draftVersion: draft.data.version,
        });
        setText(document.data.xml);
        setVersions(list.data);
        setServerProblems([]);
        setStale(false);
        setFailure(null);
      },
      (error: unknown) => {
        if (!signal.aborted) setFailure(isApiError(error) ? error.message : 'The workflow could not be loaded.');
      },
    );
    return () => controller.abort();
  }, [http, workflowId, number, revision]);

  const choose = (next: { workflowId?: string; version?: string }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      return updated;
    });

  const runImport = useCallback(
    async (version: number | undefined) => {
      if (!loaded || !mayImport) return;
      if (localProblems.length > 0) {
        setFailure('Fix the XML first: it is not well-formed.');
        return;
      }
      setImporting(true);
      setFailure(null);
      try {
        const { data } = await http.call(importWorkflowXmlCall, { workflowId: loaded.workflowId, version, xml: text });
        notifier.success(`XML imported as the draft of ${loaded.name}.`);
        setServerProblems([]);
        setStale(false);
        if (loaded.number === null) setLoaded({ ...loaded, xml: text, draftVersion: data.version });
        else guard.navigateWithoutAsking(() => choose({ version: '' }));
      } catch (error) {
        if (isApiError(error) && error.status === PRECONDITION_FAILED) setStale(true);
        else {
          const found = isApiError(error) ? importProblems(error.envelope?.data) : [];
          setServerProblems(found);
          setFailure(isApiError(error) ? error.message : 'The XML could not be imported.');
        }
      } finally {
        setImporting(false);
      }
    },
    // `choose` only writes the URL; it is the same every render in effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, mayImport, localProblems.length, http, text, notifier, guard],
  );
  const importDraft = useCallback(() => void runImport(loaded?.draftVersion), [runImport, loaded]);

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    setText(await file.text());
    setServerProblems([]);
  };

  const fileName = loaded ? `${loaded.name}-${loaded.number === null ? 'draft' : `v${loaded.number}`}.xml` : '';
  return (
    <PageFrame
      title="Workflow Configuration (XML)"
      summary="A workflow's graph as XML: read the draft or a published version, edit it, and import it as the draft."
    >
      <div className={css.layout}>
        <div className={css.toolbar}>
          <label className={css.field} htmlFor={ids.workflow}>
            <span>Workflow</span>
            <select
              id={ids.workflow}
              className={formCss.input}
              value={workflowId}
              onChange={(event) => choose({ workflowId: event.target.value, version: '' })}
            >
              <option value="">Choose a workflow</option>
              {workflows.map((workflow) => (
                <option key={workflow.workflowId} value={workflow.workflowId}>
                  {workflow.name}
                </option>
              ))}
            </select>
          </label>
          <label className={css.field} htmlFor={ids.version}>
            <span>Version</span>
            <select
              id={ids.version}
              className={formCss.input}
              value={number === null ? '' : String(number)}
              disabled={!workflowId}
              onChange={(event) => choose({ version: event.target.value })}
            >
              <option value="">Draft</option>
              {versions.map((version) => (
                <option key={version.number} value={String(version.number)}>
                  Version {version.number} · {version.comment}
                </option>
              ))}
            </select>
          </label>
          <div className={css.actions}>
            {mayImport ? (
              <button
                type="button"
                className={`${button.primary} ${compactButton}`}
                disabled={!loaded || importing}
                onClick={importDraft}
                title="Ctrl+S in the editor"
              >
                {importing ? 'Importing…' : loaded?.number ? 'Import as the draft' : 'Import into draft'}
              </button>
            ) : null}
            <button
              type="button"
              className={`${button.secondary} ${compactButton}`}
              disabled={!loaded}
              onClick={() => download(fileName, text)}
            >
              Export
            </button>
            {mayImport ? (
              <>
                <input
                  ref={fileInput}
                  id={ids.file}
                  type="file"
                  accept=".xml,application/xml,text/xml"
                  className={css.hiddenFile}
                  onChange={(event) => {
                    void openFile(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                <button
                  type="button"
                  className={`${button.secondary} ${compactButton}`}
                  disabled={!loaded}
                  onClick={() => fileInput.current?.click()}
                >
                  Open file…
                </button>
              </>
            ) : null}
          </div>
        </div>
        {stale ? (
          <StaleVersionBanner
            entity="workflow"
            message="The draft changed since you loaded it. Reload it (your edits are lost), or import yours over it."
            onReload={() => setRevision((value) => value + 1)}
            onOverwrite={() => void runImport(undefined)}
          />
        ) : null}
        {failure ? <FailureBanner message={failure} /> : null}
        {workflowId ? (
          <div className={css.editorArea}>
            <CodeEditor
              label={loaded ? `XML of ${loaded.name}` : 'XML'}
              value={text}
              onChange={setText}
              language={XML_LANGUAGE}
              problems={problems}
              readOnly={!mayImport || !loaded}
              onSave={importDraft}
            />
          </div>
        ) : (
          <p className={css.empty}>Choose a workflow to read its XML.</p>
        )}
        {problems.length > 0 ? (
          <ul className={css.problems} aria-label="Problems">
            {problems.map((problem, index) => (
              <li key={index}>
                Line {problem.line}, column {problem.column}: {problem.message}
              </li>
            ))}
          </ul>
        ) : loaded ? (
          <p className={css.status} role="status">
            {loaded.number === null ? 'Draft' : `Version ${loaded.number}`} of {loaded.name}
            {dirty ? ' · changed' : ''} · well-formed
          </p>
        ) : null}
      </div>
      <UnsavedChangesDialog guard={guard} message="Your XML has not been imported." />
    </PageFrame>
  );
}
