import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { preloadable } from '../../../core/shell/preloadable.tsx';
import { EditorFailure } from '../../../core/shell/editor/EditorPicker.tsx';
import { useOpenByName, type OpenByName } from '../../../core/shell/editor/useOpenByName.ts';
import { translatorCalls } from '../calls.ts';
import { TranslationList } from '../components/TranslationList.tsx';
import type { TranslatorEditorProps } from '../components/TranslatorEditor.tsx';
import type { Translator } from '../contract.ts';
import { TRANSLATOR_NAME_PARAM, TRANSLATOR_PATH, TRANSLATOR_PERMISSIONS } from '../paths.ts';

/** The editor and its CodeMirror load only when a translation is opened; the list stays light. */
const TranslatorEditor = preloadable<TranslatorEditorProps>(() =>
  import('../components/TranslatorEditor.tsx').then((module) => ({ default: module.TranslatorEditor })),
);

/** The translation named, read whole. */
const openTranslation: OpenByName<Translator> = async (name, http, signal) => {
  const { data } = await http.call(translatorCalls.list, { q: name, limit: 50 }, { signal });
  const found = data.items.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`There is no translation named "${name}".`);
  return (await http.call(translatorCalls.get, found.translatorId, { signal })).data;
};

/** `/translator`: the tenant's XSLT documents; `?translatorName=` opens one in the editor. */
export default function TranslatorPage() {
  const [params] = useSearchParams();
  const name = params.get(TRANSLATOR_NAME_PARAM) ?? '';
  const mayEdit = usePermission(TRANSLATOR_PERMISSIONS.update);
  const { opened, failure } = useOpenByName(name, openTranslation, 'translation');

  if (!name) return <TranslationList onOpen={() => void TranslatorEditor.preload()} />;
  if (failure) {
    return (
      <EditorFailure title="Translator" message={failure} againHref={TRANSLATOR_PATH} againLabel="All translations" />
    );
  }
  if (!opened) return <p>Loading...</p>;
  return (
    <Suspense fallback={<p>Loading...</p>}>
      <TranslatorEditor.Component key={opened.translatorId} translation={opened} editable={mayEdit} />
    </Suspense>
  );
}
