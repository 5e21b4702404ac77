import {
  resourcePaths,
  resourcePermissions,
  type ResourceDescriptor,
} from '../resourceKit/public/contract/resource.ts';

/**
 * What both halves of the translator share, free of zod so the manifest may import it: its keys (the
 * catalogue's `translator` area), the XSLT documents' REST paths, sorts and filters, and the preview call.
 */
export const TRANSLATOR_PERMISSIONS = resourcePermissions('translator');

export const TRANSLATOR_RESOURCE: ResourceDescriptor<'name' | 'updatedAt', 'enabled'> = {
  entity: 'translation',
  plural: 'translations',
  idField: 'translatorId',
  paths: resourcePaths('/translator/xslt', 'translatorId'),
  permissions: TRANSLATOR_PERMISSIONS,
  sorts: ['name', 'updatedAt'],
  filters: { enabled: 'list' },
  toggle: { field: 'enabled', enabled: true, disabled: false },
};

export const TRANSLATOR_PATHS = {
  /** Runs an XSLT document over an input (translator:r): the output, or each problem at its line. */
  transform: '/translator/transform',
} as const;

/** The screen's path under /sdp; `?translatorName=` opens one document in the editor. */
export const TRANSLATOR_PATH = '/translator';
export const TRANSLATOR_NAME_PARAM = 'translatorName';

/** The longest XSLT document or sample input kept, in characters. */
export const MAX_XSLT_LENGTH = 200_000;

/** The editor on one document. */
export const translatorEditorHref = (name: string) =>
  `${TRANSLATOR_PATH}?${TRANSLATOR_NAME_PARAM}=${encodeURIComponent(name)}`;

/** The spec-style link that opens the create form. */
export const NEW_TRANSLATION_PARAM = { name: 'mode', value: 'newTranslation' } as const;
