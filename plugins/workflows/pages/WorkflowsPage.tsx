import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { WORKFLOW_PERMISSIONS, WORKFLOW_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import type { Workflow } from '../../engine/public/contract/workflow.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import type { GridColumn, GridRowAction } from '../../../core/grid/gridTypes.ts';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { workflowStudioHref } from '../../engine/public/web/studioLinks.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { usePrefetch, type Prefetch } from '../../../core/workspace/usePrefetch.ts';
import { enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { statusPill } from '../../../core/shell/controls/statusPill.css.ts';
import { cloneWorkflowCall, workflowCalls } from '../calls.ts';
import { NEW_WORKFLOW_PARAM } from '../paths.ts';
import { workflowForm } from '../workflowForm.ts';
import { WorkflowIconPanel } from '../components/WorkflowIconPanel.tsx';
import * as iconCss from '../components/workflowIcon.css.ts';

function VersionCell({ workflow }: { workflow: Workflow }) {
  if (workflow.latestVersion === null) return <span className={statusPill.neutral}>Draft only</span>;
  return (
    <span>
      v{workflow.latestVersion}
      {workflow.draftChanged ? (
        <>
          {' '}
          <span className={statusPill.warning} title="The draft differs from the latest published version">
            Draft changed
          </span>
        </>
      ) : null}
    </span>
  );
}

const columns: readonly GridColumn<Workflow>[] = [
  {
    id: 'name',
    header: 'Name',
    accessor: (row) => row.name,
    cell: (row) => (
      <span className={iconCss.nameCell}>
        {row.icon ? <img className={iconCss.listIcon} src={row.icon} alt="" /> : null}
        {row.name}
      </span>
    ),
    sortable: true,
    hideable: false,
    width: 220,
  },
  {
    id: 'latestVersion',
    header: 'Published',
    accessor: (row) => row.latestVersion ?? 0,
    cell: (row) => <VersionCell workflow={row} />,
    exportValue: (row) => (row.latestVersion === null ? '' : String(row.latestVersion)),
    sortable: true,
    searchable: false,
    width: 170,
  },
  {
    id: 'published',
    header: 'Published at',
    accessor: (row) => (row.latestPublishedAt ? new Date(row.latestPublishedAt) : ''),
    filter: {
      kind: 'select',
      options: [
        { value: 'true', label: 'Published' },
        { value: 'false', label: 'Never published' },
      ],
    },
    searchable: false,
    width: 170,
    defaultHidden: true,
  },
  { id: 'stepCount', header: 'Steps', accessor: (row) => row.stepCount, searchable: false, align: 'end', width: 80 },
  { id: 'description', header: 'Description', accessor: (row) => row.description, width: 280 },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

/** Each row opens the studio: its chunk (with the graph editor) loads once the list is idle. */
const PREFETCH_STUDIO: Prefetch = { routes: ['workflow-studio'] };

/**
 * `/configure/workflows` (`mode=newWorkflow` opens the create form): the tenant's workflows, each with
 * its latest published version and whether its draft has changed since; clone copies the draft.
 */
export default function WorkflowsPage() {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const mayCreate = usePermission(WORKFLOW_PERMISSIONS.create);
  const mayUpdate = usePermission(WORKFLOW_PERMISSIONS.update);
  const [iconOf, setIconOf] = useState<Workflow | null>(null);
  const [, setParams] = useSearchParams();
  const [revision, setRevision] = useState(0);
  const navigate = useNavigate();
  usePrefetch(PREFETCH_STUDIO);

  const rowActions = useMemo<GridRowAction<Workflow>[]>(
    () => [
      { id: 'studio', label: 'Open in studio', run: (workflow) => navigate(workflowStudioHref(workflow.name)) },
      { id: 'icon', label: mayUpdate ? 'Change icon…' : 'Show icon', run: (workflow) => setIconOf(workflow) },
      ...(mayCreate
        ? [
            {
              id: 'clone',
              label: 'Clone',
              run: async (workflow: Workflow) => {
                try {
                  const name = `${workflow.name} (copy)`;
                  const { data } = await http.call(cloneWorkflowCall, { workflowId: workflow.workflowId, name });
                  notifier.success(`Workflow ${workflow.name} cloned as ${data.name}.`);
                  setRevision((value) => value + 1);
                  setParams((current) => {
                    const next = new URLSearchParams(current);
                    next.set('edit', data.workflowId);
                    return next;
                  });
                } catch (error) {
                  notifier.error(isApiError(error) ? error.message : `Workflow ${workflow.name} could not be cloned.`);
                }
              },
            },
          ]
        : []),
    ],
    [mayCreate, mayUpdate, http, notifier, setParams, navigate],
  );

  return (
    <>
      <ResourcePage
        descriptor={WORKFLOW_RESOURCE}
        references={{ kind: 'workflow' }}
        calls={workflowCalls}
        gridId="workflows"
        label="Workflows"
        summary="How orders run: each workflow's published versions and its draft. Orders run on the version they were pinned to."
        columns={columns}
        idOf={(row) => row.workflowId}
        labelOf={(row) => row.name}
        form={workflowForm}
        rowActions={rowActions}
        revision={revision}
        createParam={NEW_WORKFLOW_PARAM}
        searchPlaceholder="Search name or description"
      />
      {iconOf ? (
        <WorkflowIconPanel
          workflow={iconOf}
          mayChange={mayUpdate}
          onChanged={() => setRevision((value) => value + 1)}
          onClose={() => setIconOf(null)}
        />
      ) : null}
    </>
  );
}
