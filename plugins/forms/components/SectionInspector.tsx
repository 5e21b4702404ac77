import { useId } from 'react';
import { MAX_FORM_COLUMNS, type FormSection } from '../public/contract/formDefinition.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { FormField } from '../../../core/shell/form/FormField.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import * as css from './formDesigner.css.ts';

interface SectionInspectorProps {
  section: FormSection;
  /** False for the only section: a form keeps one. */
  removable: boolean;
  editable: boolean;
  onChange(change: Partial<FormSection>): void;
  onRemove(): void;
}

/** A section's title and columns; removing it hands its fields to the section before. */
export function SectionInspector({ section, removable, editable, onChange, onRemove }: SectionInspectorProps) {
  const id = useId();
  return (
    <div className={css.inspector} role="group" aria-label={`Section ${section.title}`}>
      <FormField id={`${id}-title`} label="Section title" hint="Empty: the fields stand without a heading.">
        <input
          id={`${id}-title`}
          className={formCss.input}
          disabled={!editable}
          value={section.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </FormField>
      <FormField id={`${id}-columns`} label="Columns" hint="Side by side on wide screens; one on a phone.">
        <select
          id={`${id}-columns`}
          className={formCss.input}
          disabled={!editable}
          value={section.columns}
          onChange={(event) => onChange({ columns: Number(event.target.value) })}
        >
          {Array.from({ length: MAX_FORM_COLUMNS }, (_item, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </FormField>
      {editable && removable ? (
        <button type="button" className={`${button.secondary} ${compactButton}`} onClick={onRemove}>
          Remove section
        </button>
      ) : null}
      <p className={css.muted}>
        {section.fields.length} field{section.fields.length === 1 ? '' : 's'}. Select a field to edit it, or press a in
        the outline to add one.
      </p>
    </div>
  );
}
