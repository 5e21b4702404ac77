/**
 * A service operators provision (domain model): its operations, each mapped to a workflow (the newest
 * published version, or a pinned one), the form orders are entered with, their validation rules and an
 * optional translation of inbound payloads.
 */
import { z } from 'zod';
import { resourceMetaFields } from '../../../resourceKit/public/contract/resourceSchemas.ts';
import { OPERATION_NAME, OPERATION_NAME_RULE } from './operationName.ts';

export { SERVICE_RESOURCE } from './enginePaths.ts';

export const STANDARD_OPERATIONS = ['ADD', 'MODIFY', 'DELETE', 'SUSPEND', 'RESUME'] as const;
export const SERVICE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const MAX_SERVICE_OPERATIONS = 50;

const reference = z.string().trim().min(1).max(120);

/** An operation's name, as every schema that names one checks it. */
export const operationNameSchema = z
  .string()
  .trim()
  .regex(OPERATION_NAME, `An operation name is ${OPERATION_NAME_RULE}`);

export const serviceOperationSchema = z.strictObject({
  /** ADD, MODIFY, DELETE, SUSPEND, RESUME or a custom name in the same style (UPGRADE_SPEED). */
  name: operationNameSchema,
  workflowId: z.uuid('Choose a workflow.'),
  /** A pinned published version; null runs the newest published version at intake. */
  workflowVersion: z.number().int().min(1).nullable().default(null),
  /** The order-entry form, by name; null takes the payload as it comes. */
  form: reference.nullable().default(null),
  /** Validation rules applied at intake, by name. */
  rules: z.array(reference).max(50).default([]),
  /** A translation applied to inbound payloads, by name. */
  translation: reference.nullable().default(null),
});
export type ServiceOperation = z.output<typeof serviceOperationSchema>;

const operations = z.array(serviceOperationSchema).max(MAX_SERVICE_OPERATIONS);

export const serviceSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  displayName: z.string(),
  category: z.string(),
  icon: z.string().nullable(),
  status: z.enum(SERVICE_STATUSES),
  operations: z.array(
    z.object({
      name: z.string(),
      workflowId: z.string(),
      workflowVersion: z.number().int().nullable(),
      form: z.string().nullable(),
      rules: z.array(z.string()),
      translation: z.string().nullable(),
    }),
  ),
  ...resourceMetaFields,
});
export type Service = z.infer<typeof serviceSchema>;

export const createServiceSchema = z.strictObject({
  /** The key orders and triggers name the service by: letters, digits, - and _. */
  name: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z][A-Za-z0-9_-]{0,79}$/,
      'A service name starts with a letter: letters, digits, _ and -, at most 80',
    ),
  displayName: z.string().trim().min(1, 'Enter a display name.').max(120, 'A display name has at most 120 characters.'),
  category: z.string().trim().min(1, 'Enter a category.').max(60, 'A category has at most 60 characters.'),
  icon: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'An icon is a name: lower-case letters, digits and -')
    .nullable()
    .default(null),
  status: z.enum(SERVICE_STATUSES).default('ACTIVE'),
  operations: operations.default([]),
});
export type CreateService = z.input<typeof createServiceSchema>;
