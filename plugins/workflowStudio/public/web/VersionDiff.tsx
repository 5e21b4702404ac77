import type { WorkflowDiff } from '../../../engine/public/contract/workflowDiff.ts';
import type { WorkflowEdge, WorkflowStep } from '../../../engine/public/contract/workflowDefinition.ts';
import * as css from './versionDiff.css.ts';

const stepText = (step: WorkflowStep) =>
  `${step.name} (${step.id})${step.taskTemplate ? ` · ${step.taskTemplate}` : ''}`;
const edgeText = (edge: WorkflowEdge) =>
  `${edge.from} → ${edge.to}${edge.default ? ' · otherwise' : edge.condition ? ` · when ${edge.condition}` : ''}`;

function fieldText(step: WorkflowStep, field: string): string {
  const value = (step as Record<string, unknown>)[field];
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface Row {
  key: string;
  what: string;
  left: string;
  right: string;
}

function rowsOf(diff: WorkflowDiff): Row[] {
  const rows: Row[] = [];
  if (diff.failurePolicy) {
    rows.push({ key: 'policy', what: 'Failure policy', left: diff.failurePolicy.from, right: diff.failurePolicy.to });
  }
  for (const step of diff.steps.removed)
    rows.push({ key: `-${step.id}`, what: 'Step removed', left: stepText(step), right: '' });
  for (const step of diff.steps.added)
    rows.push({ key: `+${step.id}`, what: 'Step added', left: '', right: stepText(step) });
  for (const change of diff.steps.changed) {
    for (const field of change.fields) {
      rows.push({
        key: `~${change.id}.${field}`,
        what: `${change.to.name}: ${field}`,
        left: fieldText(change.from, field),
        right: fieldText(change.to, field),
      });
    }
  }
  for (const edge of diff.edges.removed) {
    rows.push({ key: `-${edge.from}>${edge.to}`, what: 'Edge removed', left: edgeText(edge), right: '' });
  }
  for (const edge of diff.edges.added) {
    rows.push({ key: `+${edge.from}>${edge.to}`, what: 'Edge added', left: '', right: edgeText(edge) });
  }
  for (const change of diff.edges.changed) {
    rows.push({
      key: `~${change.from.from}>${change.from.to}`,
      what: 'Edge changed',
      left: edgeText(change.from),
      right: edgeText(change.to),
    });
  }
  return rows;
}

/** Two graphs side by side: each difference on a row, what it was on the left and what it is on the right. */
export function VersionDiff({ diff, left, right }: { diff: WorkflowDiff; left: string; right: string }) {
  const rows = rowsOf(diff);
  if (rows.length === 0) return <p className={css.muted}>No difference: both run the same.</p>;
  return (
    <table className={css.diff} aria-label={`Differences between ${left} and ${right}`}>
      <thead>
        <tr>
          <th scope="col">What</th>
          <th scope="col">{left}</th>
          <th scope="col">{right}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.what}</th>
            <td className={row.left ? css.removed : undefined}>{row.left}</td>
            <td className={row.right ? css.added : undefined}>{row.right}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
