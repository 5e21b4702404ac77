import { forwardRef, useId } from 'react';
import { checkExpression } from '../../../core/contract/expressionCheck.ts';
import type { TaskTemplate } from '../../engine/public/contract/taskTemplate.ts';
import {
  FAILURE_POLICIES,
  type WorkflowDefinition,
  type WorkflowEdge,
  type WorkflowStep,
} from '../../engine/public/contract/workflowDefinition.ts';
import type { WorkflowProblem } from '../../engine/public/contract/workflowValidation.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as form from '../../../core/shell/form/form.css.ts';
import { readJsonObject } from '../../../core/shell/form/readJsonObject.ts';
import type { Selection } from '../draftModel.ts';
import { InspectorField } from './InspectorField.tsx';
import { RetryOverride } from './RetryOverride.tsx';
import * as css from './studio.css.ts';

const STEP_ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

const checkCondition = (text: string) => (text.trim() === '' ? null : (checkExpression(text)?.message ?? null));

function checkInput(text: string): string | null {
  const value = readJsonObject(text, 'input override');
  if (typeof value === 'string') return value;
  for (const [field, source] of Object.entries(value)) {
    if (typeof source !== 'string') return `${field}: an expression is text.`;
    const problem = checkExpression(source);
    if (problem) return `${field}: ${problem.message}`;
  }
  return null;
}

interface InspectorProps {
  definition: WorkflowDefinition;
  selection: Selection;
  problems: readonly WorkflowProblem[];
  templates: readonly TaskTemplate[];
  readOnly: boolean;
  onStep: (id: string, patch: Partial<WorkflowStep>) => void;
  onEdge: (from: string, to: string, patch: Partial<Pick<WorkflowEdge, 'condition' | 'default'>>) => void;
  onRemove: () => void;
  onPolicy: (policy: WorkflowDefinition['failurePolicy']) => void;
  onSelect: (selection: Selection) => void;
}

/** The selected step's or edge's settings, or with nothing selected the workflow's and its problems. */
export const Inspector = forwardRef<HTMLElement, InspectorProps>(function Inspector(props, ref) {
  const { definition, selection, problems, templates, readOnly, onStep, onEdge, onRemove, onPolicy, onSelect } = props;
  const id = useId();
  const step =
    selection?.kind === 'step' ? definition.steps.find((candidate) => candidate.id === selection.id) : undefined;
  const edge =
    selection?.kind === 'edge'
      ? definition.edges.find((candidate) => candidate.from === selection.from && candidate.to === selection.to)
      : undefined;
  const own = problems.filter((problem) =>
    step ? problem.stepId === step.id : edge ? problem.edge?.from === edge.from && problem.edge.to === edge.to : true,
  );

  return (
    <aside className={css.side} ref={ref} tabIndex={-1} aria-label="Inspector">
      {step ? (
        <div className={css.inspector}>
          <h2 className={css.sideTitle}>Step · {step.kind}</h2>
          <InspectorField
            id={`${id}-name`}
            label="Name"
            value={step.name}
            readOnly={readOnly}
            check={(text) => (text.trim() ? null : 'Enter a name.')}
            onCommit={(text) => onStep(step.id, { name: text.trim() })}
          />
          <InspectorField
            id={`${id}-id`}
            label="Step id"
            hint="Orders, history and conditions name the step by it."
            value={step.id}
            readOnly={readOnly}
            check={(text) =>
              !STEP_ID.test(text)
                ? 'A step id starts with a letter: letters, digits, _ and -, at most 64.'
                : text !== step.id && definition.steps.some((other) => other.id === text)
                  ? `Another step has the id ${text}.`
                  : null
            }
            onCommit={(text) => {
              onStep(step.id, { id: text });
              onSelect({ kind: 'step', id: text });
            }}
          />
          {step.kind === 'TASK' ? (
            <>
              <FormField id={`${id}-template`} label="Task template">
                <select
                  id={`${id}-template`}
                  className={form.input}
                  value={step.taskTemplate ?? ''}
                  disabled={readOnly}
                  onChange={(event) => onStep(step.id, { taskTemplate: event.target.value || undefined })}
                >
                  <option value="">Choose a template</option>
                  {templates.map((template) => (
                    <option key={template.taskTemplateId} value={template.name}>
                      {template.name} ({template.type})
                    </option>
                  ))}
                </select>
              </FormField>
              <InspectorField
                id={`${id}-timeout`}
                label="Timeout override (ms)"
                hint="Empty: the template's timeout."
                value={step.overrides?.timeoutMs === undefined ? '' : String(step.overrides.timeoutMs)}
                readOnly={readOnly}
                check={(text) =>
                  text.trim() === '' || /^[1-9]\d*$/.test(text.trim()) ? null : 'A whole number of milliseconds.'
                }
                onCommit={(text) =>
                  onStep(step.id, {
                    overrides: { ...step.overrides, timeoutMs: text.trim() === '' ? undefined : Number(text) },
                  })
                }
              />
              <InspectorField
                id={`${id}-input`}
                label="Input override"
                hint='Replaces the template’s input mapping: { "msisdn": "order.msisdn" }'
                value={step.overrides?.input ? JSON.stringify(step.overrides.input, null, 2) : ''}
                multiline
                readOnly={readOnly}
                check={checkInput}
                onCommit={(text) =>
                  onStep(step.id, {
                    overrides: {
                      ...step.overrides,
                      input: text.trim() === '' ? undefined : (JSON.parse(text) as Record<string, string>),
                    },
                  })
                }
              />
              <RetryOverride
                id={id}
                step={step}
                template={templates.find((template) => template.name === step.taskTemplate)}
                readOnly={readOnly}
                onStep={onStep}
              />
              <FormField
                id={`${id}-compensation`}
                label="Compensation"
                hint="The step that undoes this one on roll back."
              >
                <select
                  id={`${id}-compensation`}
                  className={form.input}
                  value={step.compensation ?? ''}
                  disabled={readOnly}
                  onChange={(event) => onStep(step.id, { compensation: event.target.value || undefined })}
                >
                  <option value="">None</option>
                  {definition.steps
                    .filter((other) => other.kind === 'TASK' && other.id !== step.id)
                    .map((other) => (
                      <option key={other.id} value={other.id}>
                        {other.name}
                      </option>
                    ))}
                </select>
              </FormField>
            </>
          ) : null}
        </div>
      ) : edge ? (
        <div className={css.inspector}>
          <h2 className={css.sideTitle}>
            Edge · {edge.from} → {edge.to}
          </h2>
          <InspectorField
            id={`${id}-condition`}
            label="Condition"
            hint="JSONata over the order and earlier outputs; the edge is taken when it is true."
            value={edge.condition ?? ''}
            placeholder="order.plan = 'PREMIUM'"
            readOnly={readOnly}
            check={checkCondition}
            onCommit={(text) => onEdge(edge.from, edge.to, { condition: text.trim() === '' ? undefined : text.trim() })}
          />
          <label className={form.checkOption}>
            <input
              type="checkbox"
              checked={edge.default === true}
              disabled={readOnly}
              onChange={(event) => onEdge(edge.from, edge.to, { default: event.target.checked || undefined })}
            />
            <span>Otherwise: taken when no condition holds</span>
          </label>
        </div>
      ) : (
        <div className={css.inspector}>
          <h2 className={css.sideTitle}>Workflow</h2>
          <FormField
            id={`${id}-policy`}
            label="When a step fails for good"
            hint="RETRY waits for an operator; ROLL_BACK runs the compensations; PARK sets the order aside."
          >
            <select
              id={`${id}-policy`}
              className={form.input}
              value={definition.failurePolicy}
              disabled={readOnly}
              onChange={(event) => onPolicy(event.target.value as WorkflowDefinition['failurePolicy'])}
            >
              {FAILURE_POLICIES.map((policy) => (
                <option key={policy} value={policy}>
                  {policy}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      )}
      {(step || edge) && !readOnly ? (
        <button type="button" className={`${button.danger} ${compactButton}`} onClick={onRemove}>
          Remove {step ? 'step' : 'edge'}
        </button>
      ) : null}
      <h2 className={css.sideTitle}>{own.length === 0 ? 'No problems' : `Problems (${own.length})`}</h2>
      {own.length > 0 ? (
        <ul className={css.problems} aria-label="Problems">
          {own.map((problem, index) => (
            <li key={index}>
              <button
                type="button"
                className={css.problemButton}
                onClick={() =>
                  onSelect(
                    problem.stepId
                      ? { kind: 'step', id: problem.stepId }
                      : problem.edge
                        ? { kind: 'edge', ...problem.edge }
                        : null,
                  )
                }
              >
                {problem.message}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.muted}>{step || edge ? 'Nothing to fix here.' : 'The draft can be published.'}</p>
      )}
    </aside>
  );
});
