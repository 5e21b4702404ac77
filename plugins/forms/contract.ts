import { z } from 'zod';
import { formDefinitionSchema } from './public/contract/formDefinition.ts';
import { resourceMetaFields } from '../resourceKit/public/contract/resourceSchemas.ts';

export { FORMS_PERMISSIONS, FORM_TEMPLATE_RESOURCE } from './paths.ts';

/** A form template of the tenant: what order entry, worklist completion and Dev › Create Order render. */
export const formTemplateSchema = z.object({
  formId: z.string(),
  name: z.string(),
  description: z.string(),
  definition: formDefinitionSchema,
  enabled: z.boolean(),
  ...resourceMetaFields,
});
export type FormTemplate = z.infer<typeof formTemplateSchema>;

/** A new form starts with one section and no fields; the designer adds them. */
export const EMPTY_FORM_DEFINITION = { sections: [{ title: '', columns: 1, fields: [] }] };

/** The body that creates a form; an update sends any of these fields but the name, with `version`. */
export const createFormTemplateSchema = z.strictObject({
  /** Services and HUMAN task templates name the form by it. */
  name: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z][A-Za-z0-9 _.-]{0,79}$/,
      'A name starts with a letter: letters, digits, spaces, _, . and -, at most 80.',
    ),
  description: z.string().trim().max(500, 'A description has at most 500 characters.').default(''),
  definition: formDefinitionSchema.default(EMPTY_FORM_DEFINITION),
  enabled: z.boolean().default(true),
});
export type CreateFormTemplate = z.input<typeof createFormTemplateSchema>;
