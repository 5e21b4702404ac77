import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { FORM_FIELD_TYPE_LABELS, type FormDefinition } from '../public/contract/formDefinition.ts';
import { sameSelection, type DesignerSelection, type FieldAt } from '../designer/designerModel.ts';
import * as css from './formDesigner.css.ts';

interface FormOutlineProps {
  definition: FormDefinition;
  selection: DesignerSelection;
  /** Problems by field place (`0.2`) and section (`0`): marked on their rows. */
  problemCounts: ReadonlyMap<string, number>;
  editable: boolean;
  onSelect(selection: DesignerSelection): void;
  /** ↑/↓ with Alt: the selected field one place up or down. */
  onMove(at: FieldAt, direction: -1 | 1): void;
  onMoveTo(from: FieldAt, to: FieldAt): void;
  onAdd(): void;
  onRemove(selection: NonNullable<DesignerSelection>): void;
  /** Enter: to the inspector. */
  onEdit(): void;
  onStep(direction: -1 | 1): void;
}

const rowId = (selection: NonNullable<DesignerSelection>) =>
  selection.kind === 'section' ? `s${selection.section}` : `f${selection.at.section}-${selection.at.field}`;

/**
 * The form's sections and fields in order, as a list worked from the keyboard (↑/↓ select, Alt+↑/↓
 * move the field, a adds one after it, Delete removes it, Enter edits it) or by dragging a field onto
 * another row (it takes that row's place) or onto a section's header (it goes first in that section).
 */
export function FormOutline(props: FormOutlineProps) {
  const { definition, selection, problemCounts, editable } = props;
  const listRef = useRef<HTMLUListElement>(null);
  const [dragging, setDragging] = useState<FieldAt | null>(null);
  const [over, setOver] = useState<string | null>(null);

  useEffect(() => {
    if (!selection) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-row="${rowId(selection)}"]`);
    if (row && listRef.current?.contains(document.activeElement)) row.focus();
  }, [selection]);

  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      const direction = key === 'ArrowDown' ? 1 : -1;
      if (event.altKey && editable && selection?.kind === 'field') props.onMove(selection.at, direction);
      else props.onStep(direction);
    } else if (key === 'Enter' && selection) {
      event.preventDefault();
      props.onEdit();
    } else if ((key === 'Delete' || key === 'Backspace') && editable && selection) {
      event.preventDefault();
      props.onRemove(selection);
    } else if (key === 'a' && !event.ctrlKey && !event.metaKey && !event.altKey && editable) {
      event.preventDefault();
      props.onAdd();
    }
  };

  const drop = (to: FieldAt) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    if (dragging) props.onMoveTo(dragging, to);
    setDragging(null);
  };
  const dragOver = (id: string) => (event: DragEvent) => {
    if (!dragging) return;
    event.preventDefault();
    setOver(id);
  };

  return (
    <ul ref={listRef} className={css.outline} aria-label="Sections and fields" onKeyDown={onKeyDown}>
      {definition.sections.map((section, sectionIndex) => {
        const header = { kind: 'section' as const, section: sectionIndex };
        const headerId = rowId(header);
        const sectionProblems = problemCounts.get(String(sectionIndex)) ?? 0;
        return [
          <li key={headerId}>
            <button
              type="button"
              className={css.sectionRow}
              data-row={headerId}
              data-drop={over === headerId}
              aria-current={sameSelection(selection, header) ? 'true' : undefined}
              onClick={() => props.onSelect(header)}
              onFocus={() => !sameSelection(selection, header) && props.onSelect(header)}
              onDragOver={dragOver(headerId)}
              onDragLeave={() => setOver(null)}
              onDrop={drop({ section: sectionIndex, field: 0 })}
            >
              {section.title || `Section ${sectionIndex + 1}`}
              <span className={sectionProblems > 0 ? css.problemBadge : css.badge}>
                {sectionProblems > 0
                  ? `${sectionProblems} problem${sectionProblems === 1 ? '' : 's'}`
                  : `${section.columns} col${section.columns === 1 ? '' : 's'}`}
              </span>
            </button>
          </li>,
          ...section.fields.map((field, fieldIndex) => {
            const at = { section: sectionIndex, field: fieldIndex };
            const item = { kind: 'field' as const, at };
            const id = rowId(item);
            const count = problemCounts.get(`${sectionIndex}.${fieldIndex}`) ?? 0;
            return (
              <li key={id}>
                <button
                  type="button"
                  className={css.fieldRow}
                  data-row={id}
                  data-drop={over === id}
                  aria-current={sameSelection(selection, item) ? 'true' : undefined}
                  draggable={editable}
                  onClick={() => props.onSelect(item)}
                  onFocus={() => !sameSelection(selection, item) && props.onSelect(item)}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', field.key);
                    setDragging(at);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  onDragOver={dragOver(id)}
                  onDragLeave={() => setOver(null)}
                  onDrop={drop(at)}
                >
                  <span>
                    {field.label}
                    {field.required ? ' *' : ''}
                    {field.visibleWhen ? ' · if' : ''}
                  </span>
                  <span className={css.fieldKey}>{field.key}</span>
                  <span className={count > 0 ? css.problemBadge : css.badge}>
                    {count > 0 ? `${count} problem${count === 1 ? '' : 's'}` : FORM_FIELD_TYPE_LABELS[field.type]}
                  </span>
                </button>
              </li>
            );
          }),
        ];
      })}
    </ul>
  );
}
