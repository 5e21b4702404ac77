import { useCallback, useMemo, useRef, useState } from 'react';
import { formFields } from '../public/contract/formDefinition.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { useScopedHotkeys } from '../../../core/registry/useScopedHotkeys.ts';
import { useVersionedSave } from '../../resourceKit/public/web/useVersionedSave.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import { FailureBanner, StaleVersionBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { EditorBar } from '../../../core/shell/editor/EditorBar.tsx';
import * as frame from '../../../core/shell/editor/editorFrame.css.ts';
import { UnsavedChangesDialog } from '../../../core/shell/dialog/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../../core/shell/dialog/useUnsavedChangesGuard.ts';
import { useScreenShortcuts } from '../../../core/shell/help/useScreenShortcuts.ts';
import { formTemplateCalls } from '../calls.ts';
import type { FormTemplate } from '../contract.ts';
import { FORMS_PATH } from '../paths.ts';
import { FORM_DESIGNER_SHORTCUTS } from '../designer/designerKeys.ts';
import {
  addField,
  addSection,
  fieldAtSelection,
  moveField,
  moveFieldTo,
  removeField,
  removeSection,
  stepSelection,
  updateField,
  updateSection,
  type DesignerSelection,
} from '../designer/designerModel.ts';
import { designerProblems } from '../designer/designerProblems.ts';
import { useDefinitionHistory } from '../designer/useDefinitionHistory.ts';
import { FieldInspector } from './FieldInspector.tsx';
import { FormOutline } from './FormOutline.tsx';
import { FormPreview } from './FormPreview.tsx';
import { SectionInspector } from './SectionInspector.tsx';
import * as css from './formDesigner.css.ts';

export interface FormDesignerProps {
  form: FormTemplate;
  /** False for a reader (or `mode=view`): the same view, nothing to change. */
  editable: boolean;
}

/** The selection if it still points at something, else null (after an undo took its field away). */
function validSelection(selection: DesignerSelection, definition: FormTemplate['definition']): DesignerSelection {
  if (selection?.kind === 'field') return fieldAtSelection(definition, selection.at) ? selection : null;
  if (selection?.kind === 'section') return definition.sections[selection.section] ? selection : null;
  return null;
}

/**
 * The form designer: the outline of sections and fields (keys and drag to arrange), the inspector of the
 * selected one, and a live preview that renders and checks the form as order entry does. Problems are
 * marked where they are; Ctrl+S saves at the version opened (412 → reload or overwrite).
 */
export function FormDesigner({ form, editable }: FormDesignerProps) {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [stored, setStored] = useState(form);
  const history = useDefinitionHistory(form.definition);
  const { definition, change } = history;
  const [rawSelection, setSelection] = useState<DesignerSelection>(() =>
    form.definition.sections[0]?.fields[0]
      ? { kind: 'field', at: { section: 0, field: 0 } }
      : { kind: 'section', section: 0 },
  );
  const selection = validSelection(rawSelection, definition);
  const [revision, setRevision] = useState(0);
  const inspectorRef = useRef<HTMLDivElement>(null);
  const dirty = JSON.stringify(definition) !== JSON.stringify(stored.definition);
  const guard = useUnsavedChangesGuard(dirty);
  const problems = useMemo(() => designerProblems(definition), [definition]);
  useScreenShortcuts(FORM_DESIGNER_SHORTCUTS);

  const restart = (next: FormTemplate) => {
    setStored(next);
    history.replace(next.definition);
    setRevision((value) => value + 1);
  };
  const send = useCallback(
    async (version: number | null) =>
      (
        await http.call(formTemplateCalls.update, {
          id: stored.formId,
          version: version ?? stored.version,
          changes: { definition },
        })
      ).data,
    [http, definition, stored],
  );
  const load = useCallback(
    async () => (await http.call(formTemplateCalls.get, stored.formId)).data,
    [http, stored.formId],
  );
  const saving = useVersionedSave<FormTemplate>({
    send,
    load,
    onSaved: (saved) => {
      setStored(saved);
      notifier.success(`Form ${saved.name} saved.`);
    },
    onReloaded: restart,
    fallbackMessage: 'The form could not be saved.',
  });
  const save = () => {
    if (editable && dirty && problems.all.length === 0) void saving.save();
  };
  useScopedHotkeys(
    ['mod+s'],
    (event) => {
      event.preventDefault();
      save();
    },
    { inFields: true },
  );
  useScopedHotkeys(['mod+z', 'mod+y', 'mod+shift+z'], (event, key) => {
    if (!editable) return;
    event.preventDefault();
    if (key === 'mod+z') history.undo();
    else history.redo();
  });

  const add = () => {
    if (!editable) return;
    const result = addField(definition, selection);
    change(() => result.definition);
    setSelection({ kind: 'field', at: result.at });
  };
  const remove = (target: NonNullable<DesignerSelection>) => {
    if (target.kind === 'field') {
      change((current) => removeField(current, target.at));
      setSelection(stepSelection(definition, target, -1));
    } else if (definition.sections.length > 1) {
      change((current) => removeSection(current, target.section));
      setSelection({ kind: 'section', section: Math.max(0, target.section - 1) });
    }
  };
  const focusInspector = () =>
    inspectorRef.current?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus();

  const field = selection?.kind === 'field' ? fieldAtSelection(definition, selection.at) : undefined;
  const section = selection?.kind === 'section' ? definition.sections[selection.section] : undefined;
  const keys = formFields(definition).map((candidate) => candidate.key);
  const blocked =
    problems.all.length > 0
      ? `${problems.all.length} problem${problems.all.length === 1 ? '' : 's'} to mend before saving`
      : null;

  return (
    <section className={frame.editorPage} aria-label={`Form ${stored.name}`}>
      <EditorBar
        backHref={FORMS_PATH}
        backLabel="← Forms"
        title={stored.name}
        editable={editable}
        dirty={dirty}
        saving={saving.saving}
        version={stored.version}
        blocked={blocked}
        onRevert={() => restart(stored)}
        onSave={save}
        actions={
          <>
            <button
              type="button"
              className={`${button.secondary} ${compactButton}`}
              disabled={!history.canUndo}
              onClick={history.undo}
            >
              Undo
            </button>
            <button
              type="button"
              className={`${button.secondary} ${compactButton}`}
              disabled={!history.canRedo}
              onClick={history.redo}
            >
              Redo
            </button>
          </>
        }
      />
      {stored.description ? <p className={frame.editorNote}>{stored.description}</p> : null}
      {saving.conflict ? (
        <StaleVersionBanner
          entity="form"
          onReload={() => void saving.reload()}
          onOverwrite={() => void saving.overwrite()}
        />
      ) : null}
      {saving.failure ? <FailureBanner message={saving.failure} /> : null}
      <div className={css.panes}>
        <div className={css.pane}>
          <h2 className={css.paneTitle}>
            Outline
            {editable ? (
              <span className={css.paneActions}>
                <button type="button" className={`${button.secondary} ${compactButton}`} onClick={add}>
                  Add field
                </button>
                <button
                  type="button"
                  className={`${button.secondary} ${compactButton}`}
                  onClick={() => {
                    const result = addSection(definition);
                    change(() => result.definition);
                    setSelection({ kind: 'section', section: result.section });
                  }}
                >
                  Add section
                </button>
              </span>
            ) : null}
          </h2>
          <FormOutline
            definition={definition}
            selection={selection}
            problemCounts={problems.counts}
            editable={editable}
            onSelect={setSelection}
            onStep={(direction) => setSelection(stepSelection(definition, selection, direction))}
            onMove={(at, direction) => {
              const result = moveField(definition, at, direction);
              change(() => result.definition);
              setSelection({ kind: 'field', at: result.at });
            }}
            onMoveTo={(from, to) => {
              change((current) => moveFieldTo(current, from, to));
              setSelection({ kind: 'field', at: to });
            }}
            onAdd={add}
            onRemove={remove}
            onEdit={focusInspector}
          />
        </div>
        <div className={css.pane} ref={inspectorRef}>
          <h2 className={css.paneTitle}>{field ? 'Field' : 'Section'}</h2>
          {field && selection?.kind === 'field' ? (
            <FieldInspector
              key={`${selection.at.section}.${selection.at.field}.${revision}`}
              field={field}
              problems={problems.bySetting(`sections.${selection.at.section}.fields.${selection.at.field}`)}
              otherKeys={keys.filter((key) => key !== field.key)}
              editable={editable}
              onChange={(changes) => change((current) => updateField(current, selection.at, changes))}
            />
          ) : section && selection?.kind === 'section' ? (
            <SectionInspector
              key={`${selection.section}.${revision}`}
              section={section}
              removable={definition.sections.length > 1}
              editable={editable}
              onChange={(changes) => change((current) => updateSection(current, selection.section, changes))}
              onRemove={() => remove(selection)}
            />
          ) : (
            <p className={css.muted}>Select a section or a field in the outline.</p>
          )}
          {problems.all.length > 0 ? (
            <ul className={css.problems} aria-label="Problems">
              {problems.all.map((problem, index) => (
                <li key={index}>{problem.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={`${css.pane} ${css.previewPane}`}>
          <FormPreview definition={definition} name={stored.name} />
        </div>
      </div>
      <UnsavedChangesDialog guard={guard} message="Your changes to this form have not been saved." />
    </section>
  );
}
