import { isIP } from 'node:net';
import type { AddressRange } from '../../../core/server/config.ts';

/** What an IP address reaches: the outside world (`public`), or a kind of address that never is. */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'carrier-grade NAT'
  | 'multicast'
  | 'unspecified'
  | 'reserved';

/** An address as its bytes: 4 of IPv4, 16 of IPv6. */
type AddressBytes = readonly number[];

function ipv4Bytes(address: string): AddressBytes | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.map(Number);
}

function groupBytes(groups: readonly string[]): number[] | null {
  const bytes: number[] = [];
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    const value = parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes;
}

function ipv6Bytes(address: string): AddressBytes | null {
  let text = address.replace(/%.*$/, '');
  let tail: AddressBytes = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const ipv4 = ipv4Bytes(dotted[2] as string);
    if (!ipv4) return null;
    tail = ipv4;
    text = `${dotted[1] as string}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const split = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groupBytes(split(halves[0]));
  const rest = groupBytes(split(halves[1]));
  if (!head || !rest) return null;
  const missing = 16 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 2) return null;
  const bytes = [...head, ...new Array<number>(missing).fill(0), ...rest];
  return tail.length > 0 ? [...bytes.slice(0, 12), ...tail] : bytes;
}

/** The bytes of an IPv4 or IPv6 address (a zone id left out), or null for anything else. */
export function addressBytes(address: string): AddressBytes | null {
  const plain = address.replace(/^\[|\]$/g, '');
  const family = isIP(plain);
  if (family === 4) return ipv4Bytes(plain);
  if (family === 6) return ipv6Bytes(plain);
  return null;
}

function prefixMatches(bytes: AddressBytes, network: AddressBytes, prefix: number): boolean {
  if (bytes.length !== network.length) return false;
  for (let bit = 0; bit < prefix; bit += 8) {
    const width = Math.min(8, prefix - bit);
    const mask = (0xff << (8 - width)) & 0xff;
    const index = bit / 8;
    if (((bytes[index] as number) & mask) !== ((network[index] as number) & mask)) return false;
  }
  return true;
}

type Range = readonly [AddressKind, string, number];

/** The special-purpose ranges (IANA's registries), the most specific of a kind first. */
const IPV4_RANGES: readonly Range[] = [
  ['unspecified', '0.0.0.0', 8],
  ['loopback', '127.0.0.0', 8],
  ['private', '10.0.0.0', 8],
  ['private', '172.16.0.0', 12],
  ['private', '192.168.0.0', 16],
  ['link-local', '169.254.0.0', 16],
  ['carrier-grade NAT', '100.64.0.0', 10],
  ['multicast', '224.0.0.0', 4],
  ['reserved', '240.0.0.0', 4],
  ['reserved', '192.0.0.0', 24],
  ['reserved', '192.0.2.0', 24],
  ['reserved', '198.18.0.0', 15],
  ['reserved', '198.51.100.0', 24],
  ['reserved', '203.0.113.0', 24],
];

const IPV6_RANGES: readonly Range[] = [
  ['unspecified', '::', 128],
  ['loopback', '::1', 128],
  ['link-local', 'fe80::', 10],
  ['private', 'fec0::', 10],
  ['unique-local', 'fc00::', 7],
  ['multicast', 'ff00::', 8],
  ['private', '64:ff9b:1::', 48],
  ['reserved', '100::', 64],
  ['reserved', '2001::', 32],
  ['reserved', '2001:db8::', 32],
];

/**
 * IPv6 forms that carry an IPv4 address, which is what they reach: IPv4-mapped and IPv4-compatible,
 * SIIT's translated form, NAT64's well-known prefix (the bytes 12 to 15), and 6to4 (the bytes 2 to 5).
 */
const EMBEDDING: readonly (readonly [string, number, number])[] = [
  ['::ffff:0:0', 96, 12],
  ['::ffff:0:0:0', 96, 12],
  ['64:ff9b::', 96, 12],
  ['2002::', 16, 2],
  ['::', 96, 12],
];

const parsed = (ranges: readonly Range[]) =>
  ranges.map(([kind, network, prefix]) => [kind, addressBytes(network) as AddressBytes, prefix] as const);
const IPV4 = parsed(IPV4_RANGES);
const IPV6 = parsed(IPV6_RANGES);
const EMBEDDED = EMBEDDING.map(([network, prefix, at]) => [addressBytes(network) as AddressBytes, prefix, at] as const);
/** `::` and `::1` are IPv6's own unspecified and loopback addresses, not IPv4-compatible forms. */
const IPV6_OWN = ['::', '::1'].map((address) => addressBytes(address) as AddressBytes);

/**
 * The address a connection to these bytes reaches: the IPv4 address an IPv6 form carries (`::ffff:7f00:1`
 * is 127.0.0.1), otherwise the bytes themselves.
 */
function reached(bytes: AddressBytes): AddressBytes {
  if (bytes.length !== 16 || IPV6_OWN.some((own) => prefixMatches(bytes, own, 128))) return bytes;
  const embedding = EMBEDDED.find(([network, prefix]) => prefixMatches(bytes, network, prefix));
  return embedding ? bytes.slice(embedding[2], embedding[2] + 4) : bytes;
}

function kindOfBytes(bytes: AddressBytes): AddressKind {
  const target = reached(bytes);
  const ranges = target.length === 4 ? IPV4 : IPV6;
  return ranges.find(([, network, prefix]) => prefixMatches(target, network, prefix))?.[0] ?? 'public';
}

/** What an address reaches; anything that is not an IP address is `reserved` (never called). */
export function kindOfAddress(address: string): AddressKind {
  const bytes = addressBytes(address);
  return bytes ? kindOfBytes(bytes) : 'reserved';
}

/** The address as one spelling of what it reaches, to compare two addresses by (`::ffff:a00:1` is 10.0.0.1). */
export function canonicalAddress(address: string): string | null {
  const bytes = addressBytes(address);
  return bytes ? reached(bytes).join('.') : null;
}

/** Whether an address (or the IPv4 address an IPv6 form carries) lies in one of the ranges. */
export function inRanges(address: string, ranges: readonly AddressRange[]): boolean {
  const bytes = addressBytes(address);
  if (!bytes) return false;
  const candidates = [bytes, reached(bytes)];
  return ranges.some((range) => {
    const network = addressBytes(range.address);
    return network !== null && candidates.some((candidate) => prefixMatches(candidate, network, range.prefix));
  });
}
