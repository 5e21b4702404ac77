import { z } from 'zod';
import { resourceMetaFields } from '../resourceKit/public/contract/resourceSchemas.ts';
import { MAX_XSLT_LENGTH } from './paths.ts';

export {
  MAX_XSLT_LENGTH,
  TRANSLATOR_NAME_PARAM,
  TRANSLATOR_PATH,
  TRANSLATOR_PATHS,
  TRANSLATOR_PERMISSIONS,
  TRANSLATOR_RESOURCE,
} from './paths.ts';

/** An XSLT 1.0 document of the tenant, named for triggers and provisioning templates to use. */
export const translatorSchema = z.object({
  translatorId: z.string(),
  name: z.string(),
  description: z.string(),
  xslt: z.string(),
  /** An input to try the document on: the preview runs it. */
  sampleInput: z.string(),
  enabled: z.boolean(),
  ...resourceMetaFields,
});
export type Translator = z.infer<typeof translatorSchema>;

const document = (what: string) =>
  z.string().max(MAX_XSLT_LENGTH, `${what} has at most ${MAX_XSLT_LENGTH.toLocaleString('en')} characters.`);

/** The body that creates a translation; an update sends any of these fields but the name, with `version`. */
export const createTranslatorSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,79}$/, 'A name starts with a letter: letters, digits, _, . and -, at most 80.'),
  description: z.string().trim().max(500, 'A description has at most 500 characters.').default(''),
  xslt: document('An XSLT document').min(1, 'Write the XSLT document.'),
  sampleInput: document('A sample input').default(''),
  enabled: z.boolean().default(true),
});
export type CreateTranslator = z.input<typeof createTranslatorSchema>;

export const TRANSFORM_PARTS = ['xslt', 'input'] as const;

/** Running a document over an input, stored or not: the editor's live preview. */
export const transformSchema = z.strictObject({
  xslt: document('An XSLT document').min(1, 'Write the XSLT document.'),
  input: document('An input'),
});
export type TransformRequest = z.infer<typeof transformSchema>;

/** A problem of the document or the input, at its line and column. */
export const transformProblemSchema = z.object({
  part: z.enum(TRANSFORM_PARTS),
  line: z.number().int(),
  column: z.number().int(),
  message: z.string(),
});
export type TransformProblem = z.infer<typeof transformProblemSchema>;

/** The output when the run succeeded, else null and its problems; and how long it took. */
export const transformResultSchema = z.object({
  output: z.string().nullable(),
  problems: z.array(transformProblemSchema),
  durationMs: z.number(),
});
export type TransformResult = z.infer<typeof transformResultSchema>;
