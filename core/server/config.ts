import { isIP } from 'node:net';
import { z } from 'zod';

/** Every configuration variable of the server, read from the environment once at start. */
const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** An IP address and the length of its network prefix: `10.20.0.0/16`; an address alone is its own range. */
export interface AddressRange {
  address: string;
  prefix: number;
}

function addressRange(entry: string): AddressRange | null {
  const [address = '', prefixText, ...more] = entry.split('/');
  const family = isIP(address);
  const longest = family === 6 ? 128 : 32;
  const prefix = prefixText === undefined ? longest : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
  return family === 0 || more.length > 0 || prefix < 0 || prefix > longest ? null : { address, prefix };
}

/**
 * Loopback, private and this server's own addresses reverse sync may call: none (`0`), all of them (`1`),
 * or the addresses and ranges listed, comma-separated (`127.0.0.1,10.20.0.0/16,fd00::/8`).
 */
const privateDestinations = z
  .string()
  .trim()
  .transform((value, context): 'all' | readonly AddressRange[] => {
    if (value === '0' || value === 'false') return [];
    if (value === '1' || value === 'true') return 'all';
    const ranges: AddressRange[] = [];
    for (const entry of value.split(',').map((part) => part.trim())) {
      const range = addressRange(entry);
      if (!range) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not an IP address or range (10.20.0.0/16): set 0, 1 or a comma-separated list of them`,
        });
        return z.NEVER;
      }
      ranges.push(range);
    }
    return ranges;
  });

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SDP_DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  SDP_WEB_DIR: z.string().optional(),
  /** The build's source maps are served beside the console only when this is set (they show its sources). */
  SDP_SERVE_SOURCE_MAPS: booleanFlag.default(false),
  /** 32 random bytes in base64 sealing stored secrets; every process of one database needs the same. */
  SDP_SECRET_KEY: z.string().optional(),
  SDP_ADMIN_PASSWORD: z.string().min(12, 'SDP_ADMIN_PASSWORD must have at least 12 characters').optional(),
  SDP_DEMO: booleanFlag.default(true),
  /** Historical demo orders seeded per tenant on a demo first start (spread over the last 90 days). */
  SDP_DEMO_ORDERS: z.coerce.number().int().min(0).max(100_000).default(1500),
  /**
   * How long a job may stay under way before it counts as lost (its process died) and runs again: above
   * the longest call to a network element.
   */
  SDP_JOB_RECOVERY_SECONDS: z.coerce.number().int().min(10).max(3_600).default(360),
  /**
   * How long a process's lease outlives its last renewal (renewed every fifth of it): once it has expired,
   * another process takes over the work the process held.
   */
  SDP_LEASE_SECONDS: z.coerce.number().int().min(3).max(300).default(10),
  /** How long a process stopped with SIGTERM lets its work under way finish before it hands the rest back. */
  SDP_DRAIN_SECONDS: z.coerce.number().int().min(0).max(3_600).default(20),
  /** `web` serves the console and API and runs no jobs; `worker` runs jobs; `all` does both. */
  SDP_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  SDP_PUBLIC_URL: z.url().optional(),
  SDP_TRUST_PROXY: booleanFlag.default(false),
  /** The network simulator answers only this server's own calls unless this is set. */
  SDP_SIMULATOR_PUBLIC: booleanFlag.default(false),
  /**
   * Where reverse sync may post besides the outside world: loopback, private, link-local and this server's
   * own addresses are refused unless listed here (the built-in receiver excepted, by its path).
   */
  SDP_REVERSE_PRIVATE_DESTINATIONS: privateDestinations.default([]),
  /** How far a signed trigger call's timestamp may be from the server's time; its signature is kept as long. */
  /** Counts every SQL statement by kind (for `npm run bench engine` and the statement-budget test only). */
  SDP_COUNT_STATEMENTS: booleanFlag.default(false),
  /** With counting on, where the process writes its counts as JSON when it stops (a bench's second process). */
  SDP_STATEMENT_COUNTS_FILE: z.string().optional(),
  SDP_SIGNATURE_TOLERANCE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_TENANT: z.string().optional(),
  OIDC_ALLOW_HTTP: booleanFlag.default(false),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SDP Console <no-reply@sdp.local>'),
});

export type ServerConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** The documented variables, for the README and `--help`. */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);
