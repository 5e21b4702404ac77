/**
 * The network simulator the server ships (domain model): fake HLR, PCRF, OSS, billing and IPTV systems
 * under `/simulator/<tenant>/<element>/…`, each with a latency and a failure rate, recording every request
 * it receives. A request carrying an `Idempotency-Key` it has seen is answered as the first time was and
 * is not applied again.
 */
import { z } from 'zod';

export { SIMULATOR_PATHS } from './enginePaths.ts';

export const SIMULATOR_PREFIX = '/simulator';
export const SIMULATED_ELEMENTS = ['hlr', 'pcrf', 'oss', 'billing', 'iptv'] as const;
export type SimulatedElement = (typeof SIMULATED_ELEMENTS)[number];

export const simulatorElementSchema = z.object({
  element: z.enum(SIMULATED_ELEMENTS),
  latencyMs: z.number().int(),
  /** The share of requests answered 503, from 0 to 1. */
  failureRate: z.number(),
  requestCount: z.number().int(),
});
export type SimulatorElement = z.infer<typeof simulatorElementSchema>;

export const updateSimulatorElementSchema = z.strictObject({
  element: z.enum(SIMULATED_ELEMENTS),
  latencyMs: z.number().int().min(0, 'A latency is 0 ms or more.').max(60_000, 'A latency is at most 60000 ms.'),
  failureRate: z.number().min(0, 'A failure rate is from 0 to 1.').max(1, 'A failure rate is from 0 to 1.'),
});

export const simulatorRequestSchema = z.object({
  id: z.string(),
  element: z.enum(SIMULATED_ELEMENTS),
  method: z.string(),
  path: z.string(),
  /** Headers received; authentication values become a fingerprint (`Basic •••• sha256:1a2b3c4d`). */
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  idempotencyKey: z.string().nullable(),
  status: z.number().int(),
  response: z.string(),
  /** True when the idempotency key had been seen: answered as before, not applied again. */
  replayed: z.boolean(),
  receivedAt: z.string(),
});
export type SimulatorRequest = z.infer<typeof simulatorRequestSchema>;

export const simulatorRequestsQuerySchema = z.strictObject({
  element: z.enum(SIMULATED_ELEMENTS).optional(),
  idempotencyKey: z.string().max(200).optional(),
  /** The id of the last request of the previous page: older requests follow. */
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'A request id is a number')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const simulatorRequestsPageSchema = z.object({
  items: z.array(simulatorRequestSchema),
  /** The `before` of the next page, or null at the oldest request. */
  next: z.string().nullable(),
});
