import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { WORKFLOW_PERMISSIONS } from '../../../core/contract/engine/enginePaths.ts';
import type { TaskTemplate } from '../../../core/contract/engine/taskTemplate.ts';
import type { Workflow, WorkflowDraft } from '../../../core/contract/engine/workflow.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { FailureBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { useResourceChoices } from '../../../core/resource/useResourceChoices.ts';
import { draftCall, taskTemplateCalls, workflowCalls } from '../calls.ts';
import { StudioEditor } from '../components/StudioEditor.tsx';
import * as css from '../components/studio.css.ts';
import { studioHref } from '../paths.ts';
import { useWideScreen } from '../useWideScreen.ts';

interface Opened {
  workflow: Workflow;
  draft: WorkflowDraft;
  templates: readonly TaskTemplate[];
}

/** The workflows to open, when the studio was opened without one. */
function WorkflowPicker() {
  const workflows = useResourceChoices(workflowCalls.list, 'name');
  return (
    <main className={css.picker}>
      <h1 className={css.title}>Workflow studio</h1>
      <p className={css.muted}>Open a workflow to change its draft, or create one in Configure › Workflows.</p>
      <ul className={css.paletteList} aria-label="Workflows">
        {workflows.map((workflow) => (
          <li key={workflow.workflowId}>
            <Link className={css.paletteItem} to={studioHref(workflow.name)}>
              <span>{workflow.name}</span>
              <span className={css.paletteMeta}>
                {workflow.latestVersion ? `version ${workflow.latestVersion}` : 'never published'} ·{' '}
                {workflow.stepCount} steps
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/configure/workflows?mode=newWorkflow">Create workflow</Link>
    </main>
  );
}

/**
 * `/configure/workflow?workflowName=…`: the workflow studio, without the main layout. A reader, or a
 * screen narrower than a tablet, gets the same view read-only.
 */
export default function WorkflowStudioPage() {
  const http = useService<HttpClient>(HttpClient);
  const [params] = useSearchParams();
  const name = params.get('workflowName') ?? '';
  const mayEdit = usePermission(WORKFLOW_PERMISSIONS.update);
  const wide = useWideScreen();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setOpened(null);
    setFailure(null);
    if (!name) return;
    const controller = new AbortController();
    const signal = controller.signal;
    (async () => {
      const { data } = await http.call(workflowCalls.list, { q: name, limit: 50 }, { signal });
      const workflow = data.items.find((candidate) => candidate.name === name);
      if (!workflow) throw new Error(`There is no workflow named "${name}".`);
      const [{ data: draft }, { data: templates }] = await Promise.all([
        http.call(draftCall, workflow.workflowId, { signal }),
        http.call(taskTemplateCalls.list, { limit: 200, sort: 'name', order: 'asc' }, { signal }),
      ]);
      setOpened({ workflow, draft, templates: templates.items });
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      setFailure(isApiError(error) || error instanceof Error ? error.message : 'The workflow could not be opened.');
    });
    return () => controller.abort();
  }, [http, name]);

  if (!name) return <WorkflowPicker />;
  if (failure) {
    return (
      <main className={css.picker}>
        <h1 className={css.title}>Workflow studio</h1>
        <FailureBanner message={failure} />
        <Link to="/configure/workflow">Open another workflow</Link>
      </main>
    );
  }
  if (!opened) return <p className={css.muted}>Loading...</p>;
  return (
    <StudioEditor
      key={opened.workflow.workflowId}
      workflow={opened.workflow}
      draft={opened.draft}
      templates={opened.templates}
      editable={mayEdit && wide}
    />
  );
}
