import { resourceLookup } from '../resourceKit/public/web/resourceLookup.ts';
import { formTemplateCalls } from './calls.ts';
import { formDesignerHref } from './paths.ts';

/** "Open form…": the forms the server finds for what was typed, each opening in the designer. */
export const formLookupItems = resourceLookup(formTemplateCalls, (form) => ({
  id: form.formId,
  title: form.name,
  subtitle: `${form.description || 'Form'}${form.enabled ? '' : ' · disabled'}`,
  href: formDesignerHref(form.name),
}));
