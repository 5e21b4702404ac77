import type { Envelope } from '../contract/envelope.ts';

/** An envelope as received: its status may be something other than Success or Failed. */
export type ReceivedEnvelope = Omit<Envelope<unknown>, 'status'> & { status: string };

/**
 * Reads a response body as the generic envelope. Returns null when the body is not JSON or not an
 * object with a string status; the status itself is left for the caller to judge, since any value
 * other than Success or Failed has its own message.
 */
export function parseEnvelope(body: string): ReceivedEnvelope | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record['status'] !== 'string') return null;
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  return {
    status: record['status'],
    data: record['data'] ?? null,
    message: text('message'),
    errorDescription: text('errorDescription'),
  };
}
