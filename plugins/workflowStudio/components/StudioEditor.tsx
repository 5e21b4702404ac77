import { ReactFlowProvider } from '@xyflow/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkExpression } from '../../../core/contract/expressionCheck.ts';
import { ORDER_PERMISSIONS } from '../../engine/public/contract/enginePaths.ts';
import type { CreateOrder } from '../../engine/public/contract/order.ts';
import type { TaskTemplate } from '../../engine/public/contract/taskTemplate.ts';
import type { Workflow, WorkflowDraft } from '../../engine/public/contract/workflow.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { validateWorkflow } from '../../engine/public/contract/workflowValidation.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { useScopedHotkeys } from '../../../core/registry/useScopedHotkeys.ts';
import { FailureBanner, StaleVersionBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { UnsavedChangesDialog } from '../../../core/shell/dialog/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../../core/shell/dialog/useUnsavedChangesGuard.ts';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import { draftCall, publishCall, restoreCall } from '../calls.ts';
import { edit, redo, startHistory, undo, type DraftHistory } from '../draftHistory.ts';
import {
  addStep,
  connect,
  moveStep,
  neighbourStep,
  removeEdge,
  removeStep,
  tidy,
  updateEdge,
  updateStep,
  withPositions,
  type NewStep,
  type Selection,
} from '../draftModel.ts';
import { OpenDraft } from '../OpenDraft.ts';
import { STUDIO_SHORTCUTS } from '../studioKeys.ts';
import { useTestRun } from '../useTestRun.ts';
import { useDraftAutosave } from '../useDraftAutosave.ts';
import { Inspector } from './Inspector.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { StepPalette } from './StepPalette.tsx';
import { StudioCanvas } from './StudioCanvas.tsx';
import { StudioHeader } from './StudioHeader.tsx';
import { TestRunBar } from './TestRunBar.tsx';
import { EMPTY_TEST_RUN, TestRunPanel, type TestRunInput } from './TestRunPanel.tsx';
import { VersionsPanel } from './VersionsPanel.tsx';
import * as css from './studio.css.ts';

const checkSource = (source: string) => checkExpression(source)?.message ?? null;

interface StudioEditorProps {
  workflow: Workflow;
  draft: WorkflowDraft;
  templates: readonly TaskTemplate[];
  /** False for a reader, or on a screen too narrow to edit on. */
  editable: boolean;
  /** The service operation the studio was opened for, shown beside the workflow's name. */
  operation?: string | null;
}

/**
 * The workflow studio on one workflow's draft: add steps from the palette (by keyboard or by drag),
 * join them, set conditions and overrides in the inspector, see the problems that would stop a publish
 * as they arise; every change can be undone and is saved a moment later; publish with a comment.
 */
const DONE_STATES = new Set(['COMPLETED', 'COMPLETED_MANUALLY', 'SKIPPED']);

export const StudioEditor = observer(function StudioEditor(props: StudioEditorProps) {
  const { workflow, draft, templates, editable, operation } = props;
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [history, setHistory] = useState<DraftHistory>(() =>
    startHistory(withPositions(draft.definition, draft.layout)),
  );
  const [selection, setSelection] = useState<Selection>(null);
  const [publishing, setPublishing] = useState(false);
  const [showingVersions, setShowingVersions] = useState(false);
  const [latestVersion, setLatestVersion] = useState(workflow.latestVersion);
  const [testing, setTesting] = useState(false);
  const [lastRun, setLastRun] = useState<TestRunInput>(EMPTY_TEST_RUN);
  const mayRun = usePermission(ORDER_PERMISSIONS.create);
  const run = useTestRun();
  const openDraft = useService<OpenDraft>(OpenDraft);
  const paletteSearch = useRef<HTMLInputElement>(null);
  const inspector = useRef<HTMLElement>(null);
  const definition = history.present;
  // The definition the latest version has, while the draft has not moved away from it.
  const [publishedAt, setPublishedAt] = useState(workflow.draftChanged ? null : definition);
  useEffect(() => {
    openDraft.show(workflow.name, editable);
    return () => openDraft.close(workflow.name);
  }, [openDraft, workflow.name, editable]);
  const requested = openDraft.requested;
  useEffect(() => {
    if (!requested) return;
    if (requested === 'publish') setPublishing(true);
    else setTesting(true);
    openDraft.settle();
  }, [requested, openDraft]);
  const autosave = useDraftAutosave(workflow.workflowId, definition, draft.version, editable);
  const guard = useUnsavedChangesGuard(autosave.state !== 'saved');
  useScreenShortcuts(STUDIO_SHORTCUTS);

  const taskTypes = useMemo(() => new Map(templates.map((template) => [template.name, template.type])), [templates]);
  const problems = useMemo(
    () => validateWorkflow(definition, { taskTypes, checkExpression: checkSource }),
    [definition, taskTypes],
  );

  const change = useCallback(
    (next: (current: WorkflowDefinition) => WorkflowDefinition) => {
      if (!editable) return;
      setHistory((current) => edit(current, next(current.present)));
    },
    [editable],
  );

  const add = useCallback(
    (step: NewStep, position?: { x: number; y: number }) => {
      if (!editable) return;
      const after = selection?.kind === 'step' ? selection.id : null;
      const added = addStep(definition, step, position ? { position } : { after });
      setHistory((current) => edit(current, withPositions(added.definition)));
      setSelection({ kind: 'step', id: added.id });
    },
    [editable, selection, definition],
  );

  const remove = useCallback(() => {
    if (!selection) return;
    change((current) =>
      selection.kind === 'step' ? removeStep(current, selection.id) : removeEdge(current, selection.from, selection.to),
    );
    setSelection(null);
  }, [selection, change]);

  const reload = useCallback(async () => {
    try {
      const { data } = await http.call(draftCall, workflow.workflowId);
      const stored = withPositions(data.definition, data.layout);
      setHistory(startHistory(stored));
      autosave.stored(stored, data.version);
    } catch (error) {
      notifier.error(isApiError(error) ? error.message : 'The draft could not be loaded.');
    }
  }, [http, workflow.workflowId, autosave, notifier]);

  const publish = useCallback(
    async (comment: string): Promise<string | null> => {
      try {
        if (!(await autosave.saveNow())) return 'The draft could not be saved, so it was not published.';
        const { data } = await http.call(publishCall, {
          workflowId: workflow.workflowId,
          version: autosave.version(),
          comment,
        });
        notifier.success(`${workflow.name} published as version ${data.latestVersion ?? ''}.`);
        setLatestVersion(data.latestVersion);
        setPublishedAt(definition);
        setPublishing(false);
        // Publishing moves the workflow's version on: the draft's next save is checked against it.
        autosave.stored(definition, data.version);
        return null;
      } catch (error) {
        return isApiError(error) ? error.message : 'The draft could not be published.';
      }
    },
    [autosave, http, workflow, notifier, definition],
  );

  const restoreVersion = useCallback(
    async (number: number): Promise<string | null> => {
      try {
        if (!(await autosave.saveNow())) return 'The draft could not be saved first, so nothing was restored.';
        const { data } = await http.call(restoreCall, {
          workflowId: workflow.workflowId,
          version: autosave.version(),
          number,
        });
        const restored = withPositions(data.definition);
        setHistory(startHistory(restored));
        setSelection(null);
        autosave.stored(restored, data.version);
        notifier.success(`Version ${number} restored as the draft of ${workflow.name}.`);
        return null;
      } catch (error) {
        return isApiError(error) ? error.message : 'The version could not be restored.';
      }
    },
    [autosave, http, workflow, notifier],
  );

  const startRun = useCallback(
    async (order: CreateOrder, input: TestRunInput): Promise<string | null> => {
      const refused = await run.start(order);
      if (refused) return refused;
      setLastRun(input);
      setTesting(false);
      setSelection(null);
      return null;
    },
    [run],
  );
  const doneSteps = [...run.steps.values()].filter((state) => DONE_STATES.has(state)).length;

  useScopedHotkeys(
    [
      'mod+z',
      'mod+y',
      'mod+shift+z',
      'delete',
      'backspace',
      'a',
      'l',
      'enter',
      'arrowdown',
      'arrowup',
      'arrowleft',
      'arrowright',
    ],
    (event, key) => {
      const target = event.target as HTMLElement | null;
      // Single keys belong to a focused control (a button's Enter, a select's arrows, the side panels' own);
      // Ctrl combinations are the studio's wherever focus is outside a text field.
      const single = !key.startsWith('mod+');
      if (single && target?.closest('aside, button, a, select, [role="menu"]')) return;
      event.preventDefault();
      if (key === 'mod+z') setHistory(undo);
      else if (key === 'mod+y' || key === 'mod+shift+z') setHistory(redo);
      else if (key === 'delete' || key === 'backspace') remove();
      else if (key === 'a') paletteSearch.current?.focus();
      else if (key === 'l') change(tidy);
      else if (key === 'enter') inspector.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
      else {
        const from = selection?.kind === 'step' ? selection.id : definition.steps[0]?.id;
        if (!from) return;
        const direction = key.replace('arrow', '') as 'up' | 'down' | 'left' | 'right';
        const next = selection?.kind === 'step' ? neighbourStep(definition, from, direction) : from;
        if (next) setSelection({ kind: 'step', id: next });
      }
    },
  );
  useScopedHotkeys(
    ['mod+s'],
    (event) => {
      event.preventDefault();
      void autosave.saveNow();
    },
    { inFields: true },
  );

  return (
    <div className={css.studio}>
      <StudioHeader
        workflowName={workflow.name}
        workflowIcon={workflow.icon}
        operation={operation}
        editable={editable}
        saveState={autosave.state}
        latestVersion={latestVersion}
        problemCount={problems.length}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        mayRun={mayRun}
        onTestRun={() => setTesting(true)}
        onVersions={() => void autosave.saveNow().then(() => setShowingVersions(true))}
        onUndo={() => setHistory(undo)}
        onRedo={() => setHistory(redo)}
        onTidy={() => change(tidy)}
        onPublish={() => setPublishing(true)}
      />
      <div className={css.banners}>
        <p className={css.narrowNotice}>Use a wider screen to edit the workflow: this is a read-only view.</p>
        {autosave.state === 'conflict' ? (
          <StaleVersionBanner
            entity="workflow"
            message="Someone else changed this draft. Reload theirs (your changes since the last save are lost), or save yours over it."
            onReload={() => void reload()}
            onOverwrite={() => void autosave.overwrite()}
          />
        ) : null}
        {autosave.state === 'failed' && autosave.failure ? <FailureBanner message={autosave.failure} /> : null}
        {run.order ? (
          <TestRunBar
            order={run.order}
            done={doneSteps}
            total={definition.steps.length}
            onRefresh={run.refresh}
            onRunAgain={() => setTesting(true)}
            onClear={run.clear}
          />
        ) : null}
      </div>
      <div className={css.body}>
        <StepPalette ref={paletteSearch} templates={templates} disabled={!editable} onAdd={(step) => add(step)} />
        <ReactFlowProvider>
          <StudioCanvas
            definition={definition}
            problems={problems}
            selection={selection}
            readOnly={!editable}
            onSelect={setSelection}
            onMove={(id, position) => change((current) => moveStep(current, id, position))}
            onConnect={(from, to) => change((current) => connect(current, from, to))}
            onDrop={(step, position) => add(step, position)}
            runStates={run.order ? run.steps : null}
          />
        </ReactFlowProvider>
        <Inspector
          ref={inspector}
          definition={definition}
          selection={selection}
          problems={problems}
          templates={templates}
          readOnly={!editable}
          onStep={(id, patch) => change((current) => updateStep(current, id, patch))}
          onEdge={(from, to, patch) => change((current) => updateEdge(current, from, to, patch))}
          onRemove={remove}
          onPolicy={(failurePolicy) => change((current) => ({ ...current, failurePolicy }))}
          onSelect={setSelection}
        />
      </div>
      {publishing && autosave.state !== 'conflict' ? (
        <PublishPanel
          workflowName={workflow.name}
          nextNumber={(latestVersion ?? 0) + 1}
          problems={problems}
          onPublish={publish}
          onClose={() => setPublishing(false)}
        />
      ) : null}
      {showingVersions ? (
        <VersionsPanel
          workflowId={workflow.workflowId}
          workflowName={workflow.name}
          onRestore={editable ? restoreVersion : undefined}
          onClose={() => setShowingVersions(false)}
        />
      ) : null}
      {testing ? (
        <TestRunPanel
          workflowId={workflow.workflowId}
          workflowName={workflow.name}
          latestVersion={latestVersion}
          draftAhead={publishedAt !== definition}
          initial={lastRun}
          onRun={startRun}
          onClose={() => setTesting(false)}
        />
      ) : null}
      <UnsavedChangesDialog guard={guard} message="The draft's last changes have not been saved yet." />
    </div>
  );
});
