import { forwardRef, useMemo, useState } from 'react';
import type { TaskTemplate } from '../../engine/public/contract/taskTemplate.ts';
import * as form from '../../../core/shell/form/form.css.ts';
import type { NewStep } from '../draftModel.ts';
import { STEP_DRAG_TYPE } from './StudioCanvas.tsx';
import * as css from './studio.css.ts';

const FLOW_STEPS: readonly (NewStep & { what: string })[] = [
  { kind: 'DECISION', name: 'Decision', what: 'one branch, by conditions' },
  { kind: 'FORK', name: 'Fork', what: 'branches run in parallel' },
  { kind: 'JOIN', name: 'Join', what: 'waits for every branch' },
  { kind: 'END', name: 'End', what: 'the order is done' },
  { kind: 'START', name: 'Start', what: 'where the order begins' },
];

interface StepPaletteProps {
  templates: readonly TaskTemplate[];
  disabled: boolean;
  onAdd: (step: NewStep) => void;
}

/**
 * What a workflow is built from: the tenant's task templates and the flow steps. Enter or a click adds
 * one after the selected step (the new step is selected, so typing on adds the next after it);
 * dragging drops it where it is let go.
 */
export const StepPalette = forwardRef<HTMLInputElement, StepPaletteProps>(function StepPalette(
  { templates, disabled, onAdd },
  searchRef,
) {
  const [query, setQuery] = useState('');
  const items = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    const tasks = templates
      .filter((template) => template.enabled)
      .map((template) => ({
        step: { kind: 'TASK' as const, name: template.name, taskTemplate: template.name },
        what: template.type,
      }));
    const flow = FLOW_STEPS.map(({ what, ...step }) => ({ step, what }));
    return [...tasks, ...flow].filter(
      ({ step, what }) => !wanted || `${step.name} ${what}`.toLowerCase().includes(wanted),
    );
  }, [templates, query]);

  return (
    <aside className={css.side} aria-label="Steps to add">
      <h2 className={css.sideTitle}>Add a step</h2>
      <input
        ref={searchRef}
        className={form.input}
        placeholder="Find a task or step"
        aria-label="Find a step to add"
        value={query}
        disabled={disabled}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && items[0]) {
            event.preventDefault();
            onAdd(items[0].step);
            setQuery('');
          } else if (event.key === 'Escape' && query) {
            event.preventDefault();
            setQuery('');
          }
        }}
      />
      <ul className={css.paletteList}>
        {items.map(({ step, what }) => (
          <li key={`${step.kind}:${step.name}`}>
            <button
              type="button"
              className={css.paletteItem}
              disabled={disabled}
              draggable={!disabled}
              onDragStart={(event) => {
                event.dataTransfer.setData(STEP_DRAG_TYPE, JSON.stringify(step));
                event.dataTransfer.effectAllowed = 'copy';
              }}
              onClick={() => onAdd(step)}
            >
              <span>{step.name}</span>
              <span className={css.paletteMeta}>{what}</span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
});
