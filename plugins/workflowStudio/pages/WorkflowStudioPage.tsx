import { useSearchParams } from 'react-router-dom';
import { WORKFLOW_PERMISSIONS } from '../../engine/public/contract/enginePaths.ts';
import type { TaskTemplate } from '../../engine/public/contract/taskTemplate.ts';
import type { Workflow, WorkflowDraft } from '../../engine/public/contract/workflow.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { EditorFailure, EditorPicker } from '../../../core/shell/editor/EditorPicker.tsx';
import { useOpenByName, type OpenByName } from '../../../core/shell/editor/useOpenByName.ts';
import { useResourceChoices } from '../../resourceKit/public/web/useResourceChoices.ts';
import { draftCall, taskTemplateCalls, workflowCalls } from '../calls.ts';
import { StudioEditor } from '../components/StudioEditor.tsx';
import * as css from '../components/studio.css.ts';
import { studioHref, WORKFLOW_STUDIO_PATH } from '../paths.ts';
import { useWideScreen } from '../../engine/public/web/studio/useWideScreen.ts';
import { STUDIO_TEMPLATES_QUERY, workflowByNameQuery } from '../studioPreload.ts';

interface Opened {
  workflow: Workflow;
  draft: WorkflowDraft;
  templates: readonly TaskTemplate[];
}

/** The list of workflows in Configure, where they are made. */
const WORKFLOWS_LIST_PATH = '/configure/workflows';

/** The workflows to open, when the studio was opened without one. */
function WorkflowPicker() {
  const workflows = useResourceChoices(workflowCalls.list, 'name');
  const mayCreate = usePermission(WORKFLOW_PERMISSIONS.create);
  return (
    <EditorPicker
      title="Workflow studio"
      intro="Open a workflow to change its draft, or create one in Configure › Workflows."
      label="Workflows"
      items={workflows.map((workflow) => ({
        key: workflow.workflowId,
        href: studioHref(workflow.name),
        title: workflow.name,
        icon: workflow.icon,
        meta: `${workflow.stepCount} steps${workflow.draftChanged ? ' · draft changed since' : ''}${
          workflow.description ? ` · ${workflow.description}` : ''
        }`,
        state: workflow.enabled ? { label: 'Enabled', tone: 'success' } : { label: 'Disabled', tone: 'neutral' },
        version: workflow.latestVersion ? `Version ${workflow.latestVersion}` : 'Never published',
        changedAt: workflow.updatedAt,
        changedBy: workflow.updatedBy,
      }))}
      create={mayCreate ? { href: `${WORKFLOWS_LIST_PATH}?mode=newWorkflow`, label: 'Create workflow' } : undefined}
      back={{ href: WORKFLOWS_LIST_PATH, label: 'Configure › Workflows' }}
    />
  );
}

/** The workflow named, its draft, and the task templates its steps can use. */
const openWorkflow: OpenByName<Opened> = async (name, http, signal) => {
  // The templates do not depend on the workflow: asked for at once, beside the workflow and its draft.
  const templates = http.call(taskTemplateCalls.list, STUDIO_TEMPLATES_QUERY, { signal });
  templates.catch(() => undefined);
  const { data } = await http.call(workflowCalls.list, workflowByNameQuery(name), { signal });
  const workflow = data.items.find((candidate) => candidate.name === name);
  if (!workflow) throw new Error(`There is no workflow named "${name}".`);
  const [{ data: draft }, { data: listed }] = await Promise.all([
    http.call(draftCall, workflow.workflowId, { signal }),
    templates,
  ]);
  return { workflow, draft, templates: listed.items };
};

/**
 * `/configure/workflow?workflowName=…`: the workflow studio, without the main layout. A reader, a
 * screen narrower than a tablet, or `mode=view` gets the same view read-only; `operation` names the
 * service operation it was opened for.
 */
export default function WorkflowStudioPage() {
  const [params] = useSearchParams();
  const name = params.get('workflowName') ?? '';
  const viewOnly = params.get('mode') === 'view';
  const operation = params.get('operation');
  const mayEdit = usePermission(WORKFLOW_PERMISSIONS.update);
  const wide = useWideScreen();
  const { opened, failure } = useOpenByName(name, openWorkflow, 'workflow');

  if (!name) return <WorkflowPicker />;
  if (failure) {
    return (
      <EditorFailure
        title="Workflow studio"
        message={failure}
        againHref={WORKFLOW_STUDIO_PATH}
        againLabel="Open another workflow"
      />
    );
  }
  if (!opened) return <p className={css.muted}>Loading...</p>;
  return (
    <StudioEditor
      key={opened.workflow.workflowId}
      workflow={opened.workflow}
      draft={opened.draft}
      templates={opened.templates}
      editable={mayEdit && wide && !viewOnly}
      operation={operation}
    />
  );
}
