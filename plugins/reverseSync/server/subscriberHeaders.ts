import type { SecretBox } from '../../../core/server/crypto/SecretBox.ts';
import { invalidField } from '../../../core/server/http/errors.ts';
import { HEADER_VALUE_MASK } from '../contract.ts';

/**
 * A subscriber's extra headers as stored: `headers` by name, each value sealed with the server's key, and
 * `unsealedHeaders`, those saved before values were sealed, until `sealStoredHeaders` seals them.
 */
export interface StoredHeaders {
  headers: Readonly<Record<string, string>>;
  unsealedHeaders: Readonly<Record<string, string>>;
}

/** The headers a request carries: every stored value, opened. */
export function headersToSend(stored: StoredHeaders, secrets: SecretBox): Record<string, string> {
  const opened = Object.entries(stored.headers).map(([name, sealed]) => [name, secrets.open(sealed)] as const);
  return { ...stored.unsealedHeaders, ...Object.fromEntries(opened) };
}

/** What every reader sees of the headers: their names, each value masked. */
export function maskedHeaders(stored: StoredHeaders): Record<string, typeof HEADER_VALUE_MASK> {
  const names = [...Object.keys(stored.unsealedHeaders), ...Object.keys(stored.headers)];
  return Object.fromEntries(names.map((name) => [name, HEADER_VALUE_MASK]));
}

/**
 * When each header sent was last entered (ISO): a value sent now, the time the stored one of that name
 * (in any case) was entered when it is kept. Names without one were entered before times were kept.
 */
export function headerTimes(
  sent: Readonly<Record<string, string | null>>,
  stored: Readonly<Record<string, string>>,
  now: Date,
): Record<string, string> {
  const times: Record<string, string> = {};
  for (const [name, value] of Object.entries(sent)) {
    const kept = Object.entries(stored).find(([candidate]) => candidate.toLowerCase() === name.toLowerCase())?.[1];
    const time = value !== null && value !== HEADER_VALUE_MASK ? now.toISOString() : kept;
    if (time !== undefined) times[name] = time;
  }
  return times;
}

/** The stored value of a header, by its name in any case, sealed; undefined when none is stored. */
function storedValue(stored: StoredHeaders | null, name: string, secrets: SecretBox): string | undefined {
  if (!stored) return undefined;
  const same = (candidate: string) => candidate.toLowerCase() === name.toLowerCase();
  const sealed = Object.entries(stored.headers).find(([candidate]) => same(candidate))?.[1];
  if (sealed !== undefined) return sealed;
  const unsealed = Object.entries(stored.unsealedHeaders).find(([candidate]) => same(candidate))?.[1];
  return unsealed === undefined ? undefined : secrets.seal(unsealed);
}

/**
 * The headers to store for what a save sent, every value sealed: a value sent is new; null, or the mask
 * a read answered, keeps the stored value of that name (a 400 naming the header when none is stored);
 * a name left out is dropped.
 */
export function sealHeaders(
  sent: Readonly<Record<string, string | null>>,
  stored: StoredHeaders | null,
  secrets: SecretBox,
): Record<string, string> {
  const sealed: Record<string, string> = {};
  for (const [name, value] of Object.entries(sent)) {
    if (value !== null && value !== HEADER_VALUE_MASK) {
      sealed[name] = secrets.seal(value);
      continue;
    }
    const kept = storedValue(stored, name, secrets);
    if (kept === undefined) throw invalidField('body', `headers.${name}`, 'Enter a value: none is stored to keep.');
    sealed[name] = kept;
  }
  return sealed;
}
