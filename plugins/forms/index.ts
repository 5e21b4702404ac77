import { definePlugin } from '../../core/plugin/manifest.ts';
import { FormsIcon } from './icons.tsx';
import { FORM_DESIGNER_PATH, formDesignerHref, FORMS_PATH, FORMS_PERMISSIONS, NEW_FORM_PARAM } from './paths.ts';

/** Configure › Forms: form templates and their designer, rendered by order entry and the worklist. */
export default definePlugin({
  id: 'forms',
  dependsOn: ['resourceKit'],
  routes: [
    {
      id: 'forms',
      path: FORMS_PATH,
      title: 'Forms',
      permission: FORMS_PERMISSIONS.read,
      layout: 'main',
      load: () => import('./pages/FormTemplatesPage.tsx'),
    },
    {
      id: 'form-designer',
      path: FORM_DESIGNER_PATH,
      title: 'Form designer',
      permission: FORMS_PERMISSIONS.read,
      layout: 'main',
      landing: false,
      load: () => import('./pages/FormDesignerPage.tsx'),
    },
  ],
  nav: [{ id: 'forms', section: 'configure', title: 'Forms', icon: FormsIcon, routeId: 'forms', order: 40 }],
  referenceLinks: [{ kind: 'form', href: ({ name }) => formDesignerHref(name) }],
  commands: [
    {
      id: 'forms.create',
      title: 'Create form',
      category: 'Forms',
      keywords: ['new form', 'form template', 'form designer'],
      permission: FORMS_PERMISSIONS.create,
      run: ({ navigate }) => navigate(`${FORMS_PATH}?${NEW_FORM_PARAM.name}=${NEW_FORM_PARAM.value}`),
    },
    {
      id: 'forms.open',
      title: 'Open form…',
      category: 'Forms',
      keywords: ['form designer', 'form template', 'fields'],
      permission: FORMS_PERMISSIONS.read,
      page: {
        placeholder: 'Form name',
        items: async (query, ctx) => (await import('./formLookup.ts')).formLookupItems(query, ctx),
      },
    },
  ],
});
