import { TASK_TEMPLATE_RESOURCE } from '../../engine/public/contract/enginePaths.ts';
import type { TaskTemplate } from '../../engine/public/contract/taskTemplate.ts';
import { TASK_TYPES } from '../../engine/public/contract/workflowDefinition.ts';
import type { GridColumn } from '../../../core/grid/gridTypes.ts';
import { codeOptions, enabledColumn, updatedColumn } from '../../resourceKit/public/web/resourceColumns.tsx';
import { ResourcePage } from '../../resourceKit/public/web/ResourcePage.tsx';
import { taskTemplateCalls } from '../calls.ts';
import { cloneTaskTemplateValues, taskTemplateForm } from '../taskTemplateForm.ts';
import { formatDuration } from '../../../core/shell/formatDuration.ts';

const BACKOFF_WORDS = { FIXED: 'fixed', EXPONENTIAL: 'exponential', LINEAR: 'linear' } as const;

/** What a template calls or does, in a few words: `HLR › ADD`, `wait 1 h`. */
function targetOf(template: TaskTemplate): string {
  const config = template.config;
  if (template.type === 'HTTP_CALL') return `${String(config.networkElement)} › ${String(config.operation)}`;
  if (template.type === 'SUB_WORKFLOW') return String(config.workflow ?? '');
  if (template.type === 'NOTIFY') return String(config.alert ?? '');
  if (template.type === 'HUMAN') return config.group ? `group ${String(config.group)}` : 'anyone';
  if (template.type === 'WAIT')
    return config.until ? `until ${String(config.until)}` : formatDuration(Number(config.durationMs));
  if (template.type === 'TERMINATE') return String(config.outcome ?? '');
  return '';
}

const columns: readonly GridColumn<TaskTemplate>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, hideable: false, width: 220 },
  {
    id: 'type',
    header: 'Type',
    accessor: (row) => row.type,
    sortable: true,
    filter: { kind: 'select', options: codeOptions(TASK_TYPES) },
    width: 130,
  },
  { id: 'target', header: 'Calls', accessor: targetOf, width: 180 },
  {
    id: 'retry',
    header: 'Retries',
    accessor: (row) =>
      row.retryPolicy.maxAttempts === 1
        ? 'once'
        : `${row.retryPolicy.maxAttempts}× ${BACKOFF_WORDS[row.retryPolicy.backoff]} from ${formatDuration(row.retryPolicy.delayMs)}`,
    searchable: false,
    width: 200,
  },
  { id: 'timeout', header: 'Timeout', accessor: (row) => formatDuration(row.timeoutMs), searchable: false, width: 90 },
  { id: 'description', header: 'Description', accessor: (row) => row.description, width: 260, defaultHidden: true },
  enabledColumn((row) => row.enabled),
  updatedColumn(),
];

/** `/configure/tasks`: the task templates workflow steps run, with their retry policy and timeout. */
export default function TaskTemplatesPage() {
  return (
    <ResourcePage
      descriptor={TASK_TEMPLATE_RESOURCE}
      references={{ kind: 'taskTemplate' }}
      calls={taskTemplateCalls}
      gridId="task-templates"
      label="Tasks"
      summary="What workflow steps do: calls to network elements, waits, people's work, sub-workflows — each with its retry policy and timeout."
      columns={columns}
      idOf={(row) => row.taskTemplateId}
      labelOf={(row) => row.name}
      form={taskTemplateForm}
      cloneValues={cloneTaskTemplateValues}
      searchPlaceholder="Search name or description"
    />
  );
}
