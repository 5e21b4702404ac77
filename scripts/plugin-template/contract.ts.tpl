import { z } from 'zod';
import { resourceMetaFields } from '../resourceKit/public/contract/resourceSchemas.ts';

// #if ownArea
export { __CONST___AREA, __CONST___AREAS, __CONST___PERMISSIONS, __CONST___RESOURCE } from './paths.ts';
// #else
export { __CONST___AREA, __CONST___PERMISSIONS, __CONST___RESOURCE } from './paths.ts';
// #endif

/** A __title__ as the API answers it. */
export const __entity__Schema = z.object({
  __entity__Id: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  ...resourceMetaFields,
});
export type __Pascal__ = z.infer<typeof __entity__Schema>;

/** The body that creates a __title__; an update sends any of these fields with the record's `version`. */
export const create__Pascal__Schema = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name.').max(80, 'A name has at most 80 characters.'),
  description: z.string().trim().max(500, 'A description has at most 500 characters.').default(''),
});
export type Create__Pascal__ = z.input<typeof create__Pascal__Schema>;
