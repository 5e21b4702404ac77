/**
 * Workflows as the API answers them: the record (name, toggle, where its versions stand), its one
 * mutable draft, and its immutable published versions. The graph itself is `workflowDefinition.ts`.
 */
import { z } from 'zod';
import { stepPositionsSchema } from './layeredLayout.ts';
import { resourceIdSchema, resourceMetaFields } from '../../../resourceKit/public/contract/resourceSchemas.ts';
import { workflowDefinitionSchema } from './workflowDefinition.ts';

export { WORKFLOW_PATHS, WORKFLOW_PERMISSIONS, WORKFLOW_RESOURCE } from './enginePaths.ts';

const name = z.string().trim().min(1, 'Enter a name.').max(120, 'A name has at most 120 characters.');
const description = z.string().trim().max(500, 'A description has at most 500 characters.');
/** The most a workflow's icon may weigh decoded: it is listed with the workflow. */
export const MAX_WORKFLOW_ICON_BYTES = 32 * 1024;

/** The path parameter of every call about one workflow (an id the tenant has not is a 404, not a 400). */
export const workflowIdParamsSchema = z.strictObject({ workflowId: resourceIdSchema });

/** The version a write was made on: stale → 412, missing → 428. */
const versionRead = z.number().int().min(1).optional();

export const workflowSchema = z.object({
  workflowId: z.string(),
  name: z.string(),
  description: z.string(),
  /** The uploaded icon as a data URL (PNG, JPEG or cleaned SVG), or null. */
  icon: z.string().nullable(),
  enabled: z.boolean(),
  /** The newest published version's number, or null while only a draft exists. */
  latestVersion: z.number().int().nullable(),
  latestPublishedAt: z.string().nullable(),
  /** True when the draft differs from the newest published version (or nothing is published). */
  draftChanged: z.boolean(),
  stepCount: z.number().int(),
  ...resourceMetaFields,
});
export type Workflow = z.infer<typeof workflowSchema>;

/** A new workflow: its draft is the given graph, or a start joined to an end. */
export const createWorkflowSchema = z.strictObject({
  name,
  description: description.default(''),
  enabled: z.boolean().default(true),
  draft: workflowDefinitionSchema.optional(),
});
export type CreateWorkflow = z.input<typeof createWorkflowSchema>;

/** The record's fields an update may change; the graph changes through the draft call. */
export const workflowChangesSchema = z.strictObject({
  name,
  description,
  enabled: z.boolean(),
});

/** An icon to upload: a data URL of a PNG, JPEG or SVG image (the SVG is cleaned). */
export const workflowIconSchema = z.strictObject({
  dataUrl: z.string().max(Math.ceil((MAX_WORKFLOW_ICON_BYTES * 4) / 3) * 3 + 200, 'The icon is too large.'),
});

/** The draft with the workflow's version, which a save must send back (412 when another save overtook it). */
export const workflowDraftSchema = z.object({
  workflowId: z.string(),
  version: z.number().int(),
  definition: workflowDefinitionSchema,
  /** SHA-256 of the canonical JSON: equal hashes run the same. */
  contentHash: z.string(),
  /** Where every step goes, laid out by the server, when some steps of the draft have no position. */
  layout: stepPositionsSchema.optional(),
});
export type WorkflowDraft = z.infer<typeof workflowDraftSchema>;

export const saveDraftSchema = z.strictObject({
  version: versionRead,
  definition: workflowDefinitionSchema,
});

export const publishWorkflowSchema = z.strictObject({
  version: versionRead,
  comment: z.string().trim().min(1, 'Say what changed.').max(500, 'A comment has at most 500 characters.'),
});

export const restoreVersionSchema = z.strictObject({
  version: versionRead,
  /** The published version whose graph becomes the draft. */
  number: z.number().int().min(1),
});

export const cloneWorkflowSchema = z.strictObject({
  name,
  description: description.optional(),
});

export const workflowVersionSummarySchema = z.object({
  number: z.number().int(),
  comment: z.string(),
  contentHash: z.string(),
  publishedBy: z.string(),
  publishedAt: z.string(),
  stepCount: z.number().int(),
});
export type WorkflowVersionSummary = z.infer<typeof workflowVersionSummarySchema>;

export const workflowVersionSchema = workflowVersionSummarySchema.extend({
  workflowId: z.string(),
  definition: workflowDefinitionSchema,
});
export type WorkflowVersion = z.infer<typeof workflowVersionSchema>;

export const workflowProblemSchema = z.object({
  code: z.string(),
  message: z.string(),
  stepId: z.string().optional(),
  edge: z.object({ from: z.string(), to: z.string() }).optional(),
});

/** What a publish refused for (422), and what the validate call answers. */
export const workflowProblemsSchema = z.object({ problems: z.array(workflowProblemSchema) });
export type WorkflowProblemsData = z.infer<typeof workflowProblemsSchema>;

/** `diff` compares two published versions, or a version and the draft (`to=draft`). */
export const workflowDiffQuerySchema = z.strictObject({
  from: z.coerce.number().int().min(1),
  to: z.union([z.literal('draft'), z.coerce.number().int().min(1)]),
});

/** A workflow's graph as XML (the engine's `workflowXml.ts` reads and writes it): the draft, or a version. */
// Under the server's 1 MB body limit; a 500-step workflow writes about 200 kB.
export const MAX_WORKFLOW_XML_LENGTH = 900_000;
export const workflowXmlQuerySchema = z.strictObject({ number: z.coerce.number().int().min(1).optional() });
export const workflowXmlSchema = z.object({
  workflowId: z.string(),
  name: z.string(),
  /** The published version written, or null for the draft. */
  number: z.number().int().nullable(),
  xml: z.string(),
});
export type WorkflowXml = z.infer<typeof workflowXmlSchema>;

/** Imports XML as the draft, with the workflow's version read; 400 with every problem at its line. */
export const importWorkflowXmlSchema = z.strictObject({
  version: versionRead,
  xml: z.string().min(1, 'Paste or upload the XML.').max(MAX_WORKFLOW_XML_LENGTH),
});

/** One problem of imported XML, at its place: a 400's `data.problems` lists them all. */
export const workflowXmlProblemSchema = z.object({
  line: z.number().int(),
  column: z.number().int(),
  /** The element the problem is in, e.g. `step` or `edge`. */
  element: z.string(),
  message: z.string(),
});
export type WorkflowXmlProblem = z.infer<typeof workflowXmlProblemSchema>;
