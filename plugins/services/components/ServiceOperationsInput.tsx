import { Link } from 'react-router-dom';
import { STANDARD_OPERATIONS } from '../../engine/public/contract/service.ts';
import { workflowStudioHref } from '../../engine/public/web/studioLinks.ts';
import type { CustomFieldInputProps } from '../../resourceKit/public/web/resourceFields.ts';
import { ReferencePicker } from '../../resourceKit/public/web/ReferencePicker.tsx';
import { useResourceChoices } from '../../resourceKit/public/web/useResourceChoices.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import * as form from '../../../core/shell/form/form.css.ts';
import { EMPTY_ROW, readRows, type OperationRow } from '../operationRows.ts';
import { workflowCalls } from '../calls.ts';
import * as css from './serviceOperations.css.ts';

/** The cells of a row naming other items: each a picker of its kind. */
const REFERENCE_CELLS: readonly {
  field: 'form' | 'rules' | 'translation';
  label: string;
  refersTo: string;
  multiple?: boolean;
  placeholder?: string;
}[] = [
  { field: 'form', label: 'Form', refersTo: 'form' },
  { field: 'rules', label: 'Rules', refersTo: 'validationRule', multiple: true, placeholder: 'rule, rule' },
  { field: 'translation', label: 'Translation', refersTo: 'translation' },
];

const versions = (latest: number | null) => Array.from({ length: latest ?? 0 }, (_, index) => (latest ?? 0) - index);

/**
 * A service's operations as rows: each names its operation (ADD, MODIFY … or one of its own), the
 * workflow it runs (the latest published version or one pinned), its order-entry form, rules and
 * translation.
 */
export function ServiceOperationsInput({ id, label, value, invalid, describedBy, onChange }: CustomFieldInputProps) {
  const workflows = useResourceChoices(workflowCalls.list, 'name');
  const rows = readRows(value);
  const write = (next: OperationRow[]) => onChange(JSON.stringify(next));
  const edit = (index: number, change: Partial<OperationRow>) =>
    write(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const unused = STANDARD_OPERATIONS.find((name) => !rows.some((row) => row.name === name)) ?? '';
  const listId = `${id}-names`;

  return (
    <div className={css.operations} role="group" aria-label={label} aria-describedby={describedBy}>
      <datalist id={listId}>
        {STANDARD_OPERATIONS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {rows.length === 0 ? (
        <p className={css.empty}>No operations yet: orders cannot be entered for this service.</p>
      ) : null}
      {rows.map((row, index) => {
        const workflow = workflows.find((choice) => choice.workflowId === row.workflowId);
        const which = row.name || `operation ${index + 1}`;
        return (
          <fieldset key={index} className={css.row} data-operation-index={index}>
            <legend className={css.rowLegend}>{row.name || `Operation ${index + 1}`}</legend>
            <label className={css.cell}>
              <span>Operation</span>
              <input
                id={index === 0 ? id : undefined}
                className={form.input}
                list={listId}
                value={row.name}
                aria-invalid={invalid && !row.name ? true : undefined}
                onChange={(event) => edit(index, { name: event.target.value.toUpperCase() })}
              />
            </label>
            <div className={css.cell}>
              <label htmlFor={`${id}-${index}-workflow`}>Workflow</label>
              <div className={css.withLink}>
                <select
                  id={`${id}-${index}-workflow`}
                  className={form.input}
                  value={row.workflowId}
                  onChange={(event) => edit(index, { workflowId: event.target.value, workflowVersion: '' })}
                >
                  <option value="">Choose a workflow</option>
                  {workflows.map((choice) => (
                    <option key={choice.workflowId} value={choice.workflowId}>
                      {choice.name}
                      {choice.latestVersion === null ? ' (not published)' : ''}
                    </option>
                  ))}
                </select>
                {workflow ? (
                  <Link
                    className={css.open}
                    to={workflowStudioHref(workflow.name, { operation: row.name || undefined })}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Open the workflow ${workflow.name} (new tab)`}
                  >
                    Open
                  </Link>
                ) : null}
              </div>
            </div>
            <label className={css.cell}>
              <span>Version</span>
              <select
                className={form.input}
                value={row.workflowVersion}
                onChange={(event) => edit(index, { workflowVersion: event.target.value })}
              >
                <option value="">Latest published</option>
                {versions(workflow?.latestVersion ?? (row.workflowVersion ? Number(row.workflowVersion) : null)).map(
                  (number) => (
                    <option key={number} value={String(number)}>
                      Version {number}
                    </option>
                  ),
                )}
              </select>
            </label>
            {REFERENCE_CELLS.map((cell) => (
              <div key={cell.field} className={css.cell}>
                <label htmlFor={`${id}-${index}-${cell.field}`}>{cell.label}</label>
                <ReferencePicker
                  id={`${id}-${index}-${cell.field}`}
                  refersTo={cell.refersTo}
                  multiple={cell.multiple}
                  placeholder={cell.placeholder}
                  value={row[cell.field]}
                  onChange={(next) => edit(index, { [cell.field]: next })}
                />
              </div>
            ))}
            <button
              type="button"
              className={`${button.secondary} ${compactButton} ${css.remove}`}
              aria-label={`Remove ${which}`}
              onClick={() => write(rows.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={`${button.secondary} ${compactButton} ${css.add}`}
        onClick={() => write([...rows, { ...EMPTY_ROW, name: unused }])}
      >
        Add operation
      </button>
    </div>
  );
}
