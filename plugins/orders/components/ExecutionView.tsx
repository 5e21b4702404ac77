import { memo, Suspense, useCallback, useState } from 'react';
import type { OrderTask } from '../../engine/public/contract/order.ts';
import type { StepPositions } from '../../engine/public/contract/layeredLayout.ts';
import type { WorkflowDefinition } from '../../engine/public/contract/workflowDefinition.ts';
import { TaskDetail } from './TaskDetail.tsx';
import { TaskList } from './TaskList.tsx';
import * as css from './orderUi.css.ts';
import { workflowGraph } from './workflowGraphLoader.ts';

const WorkflowGraph = workflowGraph.Component;

/** The workflow version an order runs on, and where the server placed each of its steps. */
export interface ExecutionGraph {
  definition: WorkflowDefinition;
  layout: StepPositions;
}

interface ExecutionViewProps {
  /** The graph the order runs on; null while it loads. */
  graph: ExecutionGraph | null;
  tasks: readonly OrderTask[];
  /** The headings of the two sections, e.g. "Workflow" and "Tasks". */
  titles: { graph: string; tasks: string };
}

/** The task shown first: the one the order waits on or failed on, else the newest. */
function focusTask(tasks: readonly OrderTask[]): OrderTask | null {
  return (
    [...tasks].reverse().find((task) => task.state === 'FAILED' || task.state === 'FAILED_TERMINAL') ??
    [...tasks].reverse().find((task) => task.state === 'RUNNING' || task.state === 'SCHEDULED') ??
    tasks.at(-1) ??
    null
  );
}

/**
 * How an order runs: its workflow's graph with each step's state, its tasks in the order they ran, and
 * the chosen task's input, output and attempts. A step picked on the graph shows its newest task.
 */
export const ExecutionView = memo(function ExecutionView({ graph, tasks, titles }: ExecutionViewProps) {
  const [selectedTaskId, setSelectedTaskId] = useState<string | null>(null);
  const selected = tasks.find((task) => task.taskId === selectedTaskId) ?? focusTask(tasks);
  // Stable, so a screen re-rendering around it (its stream connecting) draws neither the rows nor the graph again.
  const selectStep = useCallback(
    (stepId: string) => {
      const newest = tasks.findLast((task) => task.stepId === stepId);
      if (newest) setSelectedTaskId(newest.taskId);
    },
    [tasks],
  );
  const selectTask = useCallback((task: OrderTask) => setSelectedTaskId(task.taskId), []);
  return (
    <>
      <section className={css.section} aria-label={titles.graph}>
        <h2 className={css.sectionTitle}>{titles.graph}</h2>
        {graph ? (
          <Suspense fallback={<p role="status">Loading...</p>}>
            <WorkflowGraph
              definition={graph.definition}
              layout={graph.layout}
              tasks={tasks}
              selectedStepId={selected?.stepId ?? null}
              onSelectStep={selectStep}
            />
          </Suspense>
        ) : (
          <p role="status">Loading...</p>
        )}
      </section>
      <section className={css.section} aria-label={titles.tasks}>
        <h2 className={css.sectionTitle}>{titles.tasks}</h2>
        <TaskList tasks={tasks} selectedTaskId={selected?.taskId ?? null} onSelect={selectTask} />
      </section>
      {selected ? <TaskDetail task={selected} /> : null}
    </>
  );
});
