import { Fragment, useState } from 'react';
import { statusPill, type StatusTone } from '../../../core/shell/controls/statusPill.css.ts';
import type { CopyAction, CopyItem, CopyPlan } from '../contract.ts';
import {
  isContested,
  itemKeyOf,
  newNameProblem,
  resolvedAction,
  shownValue,
  whyOf,
  type ResolutionChoice,
  type Resolutions,
} from '../model/copyDraft.ts';
import * as css from './transfer.css.ts';
import { isWorkflowGraph, WorkflowDraftDiff } from './WorkflowDraftDiff.tsx';

const ACTION_TONES: Readonly<Record<CopyAction, StatusTone>> = {
  create: 'success',
  update: 'info',
  unchanged: 'neutral',
  conflict: 'danger',
  skip: 'neutral',
};

interface PlanTableProps {
  plan: CopyPlan;
  /** The tenant the items go to, as the headings name it. */
  targetName: string;
  resolutions: Resolutions;
  onResolve(item: CopyItem, choice: ResolutionChoice | null): void;
}

/** The dry run: every item with what applying does to it, why it is there, its differing fields and, for a conflict, the choice. */
export function PlanTable({ plan, targetName, resolutions, onResolve }: PlanTableProps) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <div className={css.tableWrap}>
      <table className={css.planTable} aria-label="Dry run">
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Kind</th>
            <th scope="col">Item</th>
            <th scope="col">Why</th>
            <th scope="col">Differences</th>
            <th scope="col">Conflict</th>
          </tr>
        </thead>
        <tbody>
          {plan.items.map((item) => {
            const key = itemKeyOf(item);
            const shown = opened.has(key);
            // A conflict once resolved reads as what applying will do, as the summary counts it.
            const action = resolvedAction(item, resolutions);
            return (
              <Fragment key={key}>
                <tr>
                  <td>
                    <span className={statusPill[ACTION_TONES[action]]}>{action}</span>
                  </td>
                  <td>{item.title}</td>
                  <td>
                    {item.name}
                    {item.targetName !== item.name ? <span className={css.muted}> → {item.targetName}</span> : null}
                    {item.renamedRefs.length > 0 ? <div className={css.muted}>{renamedRefsNote(item)}</div> : null}
                    {item.secrets.length > 0 ? (
                      <div className={css.secretNote}>
                        Secret needed on {targetName}: {item.secrets.join(', ')} (created disabled)
                      </div>
                    ) : null}
                  </td>
                  <td>{whyOf(item)}</td>
                  <td>
                    {item.diff.length === 0 ? (
                      <span className={css.muted}>none</span>
                    ) : (
                      <button
                        type="button"
                        className={css.linkButton}
                        aria-expanded={shown}
                        aria-label={`${shown ? 'Hide' : 'Show'} the ${item.diff.length} differing fields of ${item.name}`}
                        onClick={() => toggle(key)}
                      >
                        {item.diff.length} {item.diff.length === 1 ? 'field' : 'fields'}
                      </button>
                    )}
                  </td>
                  <td>
                    {isContested(item, resolutions) ? (
                      <ResolutionControl
                        item={item}
                        plan={plan}
                        resolutions={resolutions}
                        onResolve={(choice) => onResolve(item, choice)}
                      />
                    ) : null}
                  </td>
                </tr>
                {shown ? (
                  <tr className={css.diffRow}>
                    <td colSpan={6}>
                      <FieldDiff item={item} targetName={targetName} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What the item will name on the target instead of what it names here: the items copied under a new name. */
function renamedRefsNote(item: CopyItem): string {
  const named = item.renamedRefs.map((ref) => `the ${ref.title} "${ref.targetName}" instead of "${ref.name}"`);
  return `Will name ${named.join('; ')}`;
}

/** An item's differing fields side by side: this tenant's value, the target's. */
function FieldDiff({ item, targetName }: { item: CopyItem; targetName: string }) {
  return (
    <table className={css.diffTable} aria-label={`Differences of ${item.name}`}>
      <thead>
        <tr>
          <th scope="col" className={css.fieldColumn}>
            Field
          </th>
          <th scope="col">This tenant</th>
          <th scope="col">{targetName}</th>
        </tr>
      </thead>
      <tbody>
        {item.diff.map((change) =>
          isWorkflowGraph(item.kind, change.field) ? (
            <tr key={change.field}>
              <th scope="row">{change.field}</th>
              <td colSpan={2}>
                <WorkflowDraftDiff source={change.source} target={change.target} targetName={targetName} />
              </td>
            </tr>
          ) : (
            <tr key={change.field}>
              <th scope="row">{change.field}</th>
              <td>
                <pre className={css.diffValue}>{shownValue(change.source)}</pre>
              </td>
              <td>
                <pre className={css.diffValue}>{shownValue(change.target)}</pre>
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

interface ResolutionControlProps {
  item: CopyItem;
  plan: CopyPlan;
  resolutions: Resolutions;
  onResolve(choice: ResolutionChoice | null): void;
}

/** A conflict's choice: skip it, overwrite the target's item, or copy it under a new name (checked as typed). */
function ResolutionControl({ item, plan, resolutions, onResolve }: ResolutionControlProps) {
  const choice = resolutions.get(itemKeyOf(item));
  const problem = choice?.action === 'copy' ? newNameProblem(item, choice.newName, plan, resolutions) : null;
  const problemId = `${itemKeyOf(item)}-problem`.replace(/[^\w-]/g, '_');
  return (
    <div className={css.row}>
      <select
        className={css.field}
        aria-label={`What to do with ${item.name}`}
        value={choice?.action ?? ''}
        onChange={(event) => {
          const action = event.target.value;
          if (action === '') onResolve(null);
          else
            onResolve({
              action: action as ResolutionChoice['action'],
              newName: choice?.newName ?? `${item.name} (copy)`,
            });
        }}
      >
        <option value="">Choose…</option>
        <option value="skip">Skip</option>
        <option value="overwrite">Overwrite</option>
        <option value="copy">Copy under a new name</option>
      </select>
      {choice?.action === 'copy' ? (
        <input
          className={css.field}
          aria-label={`New name of ${item.name}`}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          value={choice.newName}
          onChange={(event) => onResolve({ action: 'copy', newName: event.target.value })}
        />
      ) : null}
      {problem ? (
        <p id={problemId} className={css.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
