/**
 * A network element the engine's HTTP tasks call (domain model): its protocol, base URL, authentication
 * (secrets are write-only: a record says whether one is set, never what it is), timeout, concurrency
 * limit and health check. Task templates name an element, so its name never changes once created.
 */
import { z } from 'zod';
import { resourceMetaFields } from '../../../resourceKit/public/contract/resourceSchemas.ts';

export { NETWORK_ELEMENT_RESOURCE, NETWORK_PATHS } from './enginePaths.ts';

export const NETWORK_PROTOCOLS = ['REST', 'XML'] as const;
export type NetworkProtocol = (typeof NETWORK_PROTOCOLS)[number];
export const NETWORK_AUTH_TYPES = ['NONE', 'BASIC', 'BEARER', 'API_KEY'] as const;
export type NetworkAuthType = (typeof NETWORK_AUTH_TYPES)[number];
/** Types a new element is offered; any upper-case name is accepted. */
export const KNOWN_NETWORK_ELEMENT_TYPES = ['HLR', 'HSS', 'PCRF', 'OSS', 'BILLING', 'IPTV', 'CRM', 'OTHER'] as const;
export const MAX_NETWORK_TIMEOUT_MS = 300_000;

/** The secret field each kind of authentication carries. */
export const AUTH_SECRET_FIELD = { BASIC: 'password', BEARER: 'token', API_KEY: 'key' } as const;

const secret = z.string().min(1, 'Enter the secret.').max(4_000);
const headerName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,80}$/, 'A header name has letters, digits and -');

/** Authentication as it is sent: a secret left out of an update keeps the one stored. */
export const networkAuthInputSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('NONE') }),
  z.strictObject({
    type: z.literal('BASIC'),
    username: z.string().trim().min(1, 'Enter a user name.').max(200),
    password: secret.optional(),
  }),
  z.strictObject({ type: z.literal('BEARER'), token: secret.optional() }),
  z.strictObject({ type: z.literal('API_KEY'), header: headerName.default('X-API-Key'), key: secret.optional() }),
]);
export type NetworkAuthInput = z.input<typeof networkAuthInputSchema>;
/** Authentication as a write reads it, defaults applied. */
export type NetworkAuthValues = z.output<typeof networkAuthInputSchema>;

/** Authentication as it is answered: which kind, its public parts, and whether a secret is stored. */
export const networkAuthSchema = z.object({
  type: z.enum(NETWORK_AUTH_TYPES),
  username: z.string().nullable(),
  header: z.string().nullable(),
  secretSet: z.boolean(),
  /** When the secret was last entered: a change of secret shows in the audit log as a change of this. */
  secretUpdatedAt: z.string().nullable(),
});
export type NetworkAuth = z.infer<typeof networkAuthSchema>;

const SELF_PATH = /^\/[A-Za-z0-9._~\-/]*$/;
const baseUrl = z
  .string()
  .trim()
  .max(2_000)
  .refine((value) => {
    if (SELF_PATH.test(value)) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.search === '';
    } catch {
      return false;
    }
  }, 'A base URL is http(s)://host[:port][/path] without credentials or query, or a path of this server (/simulator/…)')
  .transform((value) => value.replace(/\/+$/, ''));

export const networkElementSchema = z.object({
  networkElementId: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  protocol: z.enum(NETWORK_PROTOCOLS),
  baseUrl: z.string(),
  auth: networkAuthSchema,
  timeoutMs: z.number().int(),
  concurrencyLimit: z.number().int(),
  healthCheckPath: z.string().nullable(),
  enabled: z.boolean(),
  /** Provisioning templates of the element. */
  templateCount: z.number().int(),
  ...resourceMetaFields,
});
export type NetworkElement = z.infer<typeof networkElementSchema>;

export const createNetworkElementSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z][A-Za-z0-9 _-]{0,79}$/,
      'A name starts with a letter: letters, digits, spaces, _ and -, at most 80',
    ),
  description: z.string().trim().max(500, 'A description has at most 500 characters.').default(''),
  type: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'A type is upper case: letters, digits and _ (HLR, PCRF, BILLING)'),
  protocol: z.enum(NETWORK_PROTOCOLS).default('REST'),
  baseUrl,
  auth: networkAuthInputSchema.default({ type: 'NONE' }),
  timeoutMs: z.number().int().min(100).max(MAX_NETWORK_TIMEOUT_MS).default(10_000),
  concurrencyLimit: z.number().int().min(1).max(1_000).default(10),
  healthCheckPath: z
    .string()
    .trim()
    .regex(/^\/[^\s?#]*(\?[^\s#]*)?$/, 'A health check path starts with /')
    .nullable()
    .default(null),
  enabled: z.boolean().default(true),
});
export type CreateNetworkElement = z.input<typeof createNetworkElementSchema>;

export const networkHealthSchema = z.object({
  healthy: z.boolean(),
  /** The HTTP status, or null when no answer came (refused, timed out). */
  status: z.number().int().nullable(),
  durationMs: z.number(),
  message: z.string(),
});
export type NetworkHealth = z.infer<typeof networkHealthSchema>;
