import { useSearchParams } from 'react-router-dom';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { EditorFailure } from '../../../core/shell/editor/EditorPicker.tsx';
import { useOpenByName, type OpenByName } from '../../../core/shell/editor/useOpenByName.ts';
import { formTemplateCalls } from '../calls.ts';
import { FormDesigner } from '../components/FormDesigner.tsx';
import type { FormTemplate } from '../contract.ts';
import { FORM_NAME_PARAM, FORMS_PATH, FORMS_PERMISSIONS } from '../paths.ts';

/** The form named (any case), read whole. */
const openForm: OpenByName<FormTemplate> = async (name, http, signal) => {
  const { data } = await http.call(formTemplateCalls.list, { q: name, limit: 50 }, { signal });
  const found = data.items.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  if (!found) throw new Error(`There is no form named "${name}".`);
  return (await http.call(formTemplateCalls.get, found.formId, { signal })).data;
};

/** `/configure/form?formName=…`: one form in the designer; `mode=view` opens it read-only. */
export default function FormDesignerPage() {
  const [params] = useSearchParams();
  const name = params.get(FORM_NAME_PARAM) ?? '';
  const mayEdit = usePermission(FORMS_PERMISSIONS.update) && params.get('mode') !== 'view';
  const { opened, failure } = useOpenByName(name, openForm, 'form');

  if (!name || failure) {
    return (
      <EditorFailure
        title="Form designer"
        message={failure ?? 'Choose a form to design from the list of forms.'}
        againHref={FORMS_PATH}
        againLabel="All forms"
      />
    );
  }
  if (!opened) return <p>Loading...</p>;
  return <FormDesigner key={opened.formId} form={opened} editable={mayEdit} />;
}
