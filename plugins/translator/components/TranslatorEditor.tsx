import { xml } from '@codemirror/lang-xml';
import { useCallback, useMemo, useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { Notifier } from '../../../core/http/Notifier.ts';
import { useScopedHotkeys } from '../../../core/registry/useScopedHotkeys.ts';
import { changedFields } from '../../resourceKit/public/web/resourceFields.ts';
import { useVersionedSave } from '../../resourceKit/public/web/useVersionedSave.ts';
import { CodeEditor, type CodeProblem } from '../../../core/shell/code/CodeEditor.tsx';
import { FailureBanner, StaleVersionBanner } from '../../../core/shell/dialog/StaleVersionBanner.tsx';
import { EditorBar } from '../../../core/shell/editor/EditorBar.tsx';
import * as frame from '../../../core/shell/editor/editorFrame.css.ts';
import { UnsavedChangesDialog } from '../../../core/shell/dialog/UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from '../../../core/shell/dialog/useUnsavedChangesGuard.ts';
import { translatorCalls } from '../calls.ts';
import type { TransformProblem, Translator } from '../contract.ts';
import { TRANSLATOR_PATH } from '../paths.ts';
import { useTransformPreview } from '../useTransformPreview.ts';
import * as css from './translator.css.ts';

const XML_LANGUAGE = xml();
const NO_PROBLEMS: readonly CodeProblem[] = [];

export interface TranslatorEditorProps {
  translation: Translator;
  /** False for a reader: the same view, nothing to save. */
  editable: boolean;
}

/** The server's "line 3, column 5: …" of a refused document, as a problem at its place. */
function refusedAt(message: string | undefined): CodeProblem[] {
  if (!message) return [];
  const at = /^line (\d+), column (\d+): (.*)$/s.exec(message);
  return [
    at ? { line: Number(at[1]), column: Number(at[2]), message: at[3] ?? message } : { line: 1, column: 1, message },
  ];
}

const problemsOf = (problems: readonly TransformProblem[], part: TransformProblem['part']) =>
  problems.filter((problem) => problem.part === part);

/**
 * One XSLT document beside its sample input and the output the server makes of it, run again a moment
 * after either changes; problems marked at their lines. Ctrl+S saves both at the version opened.
 */
export function TranslatorEditor({ translation, editable }: TranslatorEditorProps) {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [stored, setStored] = useState(translation);
  const [xslt, setXslt] = useState(translation.xslt);
  const [sampleInput, setSampleInput] = useState(translation.sampleInput);
  const preview = useTransformPreview(xslt, sampleInput);
  const dirty = xslt !== stored.xslt || sampleInput !== stored.sampleInput;
  const guard = useUnsavedChangesGuard(dirty);

  const send = useCallback(
    async (version: number | null) => {
      const changes = changedFields({ xslt, sampleInput }, { xslt: stored.xslt, sampleInput: stored.sampleInput });
      const id = stored.translatorId;
      return (await http.call(translatorCalls.update, { id, version: version ?? stored.version, changes })).data;
    },
    [http, xslt, sampleInput, stored],
  );
  const load = useCallback(
    async () => (await http.call(translatorCalls.get, stored.translatorId)).data,
    [http, stored.translatorId],
  );
  const saving = useVersionedSave<Translator>({
    send,
    load,
    onSaved: (saved) => {
      setStored(saved);
      notifier.success(`Translation ${saved.name} saved.`);
    },
    onReloaded: (reloaded) => {
      setStored(reloaded);
      setXslt(reloaded.xslt);
      setSampleInput(reloaded.sampleInput);
    },
    fallbackMessage: 'The translation could not be saved.',
  });
  const save = () => {
    if (editable && dirty) void saving.save();
  };
  useScopedHotkeys(
    ['mod+s'],
    (event) => {
      event.preventDefault();
      save();
    },
    { inFields: true },
  );

  const found = useMemo(() => preview.result?.problems ?? [], [preview.result]);
  const xsltProblems = useMemo(
    () => [...problemsOf(found, 'xslt'), ...refusedAt(saving.serverErrors.xslt)],
    [found, saving.serverErrors.xslt],
  );
  const inputProblems = useMemo(() => problemsOf(found, 'input'), [found]);
  return (
    <section className={frame.editorPage} aria-label={`Translation ${stored.name}`}>
      <EditorBar
        backHref={TRANSLATOR_PATH}
        backLabel="← Translations"
        title={stored.name}
        editable={editable}
        dirty={dirty}
        saving={saving.saving}
        version={stored.version}
        onRevert={() => {
          setXslt(stored.xslt);
          setSampleInput(stored.sampleInput);
        }}
        onSave={save}
      />
      {stored.description ? <p className={frame.editorNote}>{stored.description}</p> : null}
      {saving.conflict ? (
        <StaleVersionBanner
          entity="translation"
          onReload={() => void saving.reload()}
          onOverwrite={() => void saving.overwrite()}
        />
      ) : null}
      {saving.failure ? <FailureBanner message={saving.failure} /> : null}
      <div className={css.panes}>
        <div className={`${css.pane} ${css.stylesheetPane}`}>
          <h2 className={css.paneTitle}>XSLT 1.0</h2>
          <CodeEditor
            label="XSLT document"
            value={xslt}
            onChange={setXslt}
            language={XML_LANGUAGE}
            problems={xsltProblems.length > 0 ? xsltProblems : NO_PROBLEMS}
            readOnly={!editable}
            onSave={save}
          />
        </div>
        <div className={css.pane}>
          <h2 className={css.paneTitle}>Sample input</h2>
          <CodeEditor
            label="Sample input"
            value={sampleInput}
            onChange={setSampleInput}
            language={XML_LANGUAGE}
            problems={inputProblems.length > 0 ? inputProblems : NO_PROBLEMS}
            readOnly={!editable}
            onSave={save}
          />
        </div>
        <div className={css.pane} aria-live="polite">
          <h2 className={css.paneTitle}>
            Output
            <span className={css.paneNote}>
              {preview.running
                ? 'running…'
                : preview.result
                  ? `${preview.result.output === null ? 'not made' : 'made'} in ${preview.result.durationMs} ms`
                  : ''}
            </span>
          </h2>
          {preview.failure ? <FailureBanner message={preview.failure} /> : null}
          {found.length > 0 ? (
            <ul className={css.problems} aria-label="Problems">
              {found.map((problem, index) => (
                <li key={index}>
                  {problem.part === 'xslt' ? 'XSLT' : 'Sample input'}, line {problem.line}: {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
          <CodeEditor
            label="Output"
            value={preview.result?.output ?? ''}
            onChange={() => undefined}
            language={XML_LANGUAGE}
            readOnly
          />
        </div>
      </div>
      <UnsavedChangesDialog guard={guard} message="Your changes to this translation have not been saved." />
    </section>
  );
}
