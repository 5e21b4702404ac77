import {
  resourcePaths,
  resourcePermissions,
  type ResourceDescriptor,
} from '../resourceKit/public/contract/resource.ts';

/**
 * What both halves of the forms plugin share, free of zod so the manifest may import it: its keys (the
 * catalogue's `forms` area), the form templates' REST paths, sorts and filters, and the screens' paths.
 */
export const FORMS_PERMISSIONS = resourcePermissions('forms');

export const FORM_TEMPLATE_RESOURCE: ResourceDescriptor<'name' | 'updatedAt', 'enabled'> = {
  entity: 'form',
  plural: 'forms',
  idField: 'formId',
  paths: resourcePaths('/form/templates', 'formId'),
  permissions: FORMS_PERMISSIONS,
  sorts: ['name', 'updatedAt'],
  filters: { enabled: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

/** Configure › Forms: the list; `mode=newFormTemplate` opens the create form. */
export const FORMS_PATH = '/configure/forms';
export const NEW_FORM_PARAM = { name: 'mode', value: 'newFormTemplate' } as const;

/** The form designer: `formName` names the form, `mode=view` opens it read-only. */
export const FORM_DESIGNER_PATH = '/configure/form';
export const FORM_NAME_PARAM = 'formName';

export const formDesignerHref = (name: string, mode?: 'view') =>
  `${FORM_DESIGNER_PATH}?${FORM_NAME_PARAM}=${encodeURIComponent(name)}${mode ? `&mode=${mode}` : ''}`;
