import { isIP } from 'node:net';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { BUILT_IN_RECEIVER_URL, RECEIVER_PREFIX, receiverPath } from '../paths.ts';
import { canonicalAddress, inRanges, kindOfAddress, type AddressKind } from './addressKinds.ts';
import { ownAddresses } from './ownAddresses.ts';
import { resolveHost } from './resolveHost.ts';

/** Where an attempt is posted: the URL, and the checked addresses its connection is made to. */
export interface Destination {
  url: string;
  /** Resolved and checked once: the connection goes to these, never to a second look-up's answer. */
  addresses: readonly string[];
}

/** A destination to call, one refused (why), or one whose host does not resolve now. */
export type DestinationCheck = { destination: Destination } | { refused: string } | { unresolved: string };

type DestinationServices = Pick<ServerServices, 'config' | 'localOrigin'>;

const KIND_TEXT: Readonly<Record<Exclude<AddressKind, 'public'> | 'own', string>> = {
  own: 'an address of this server',
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  'unique-local': 'a unique-local address',
  'carrier-grade NAT': 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  unspecified: 'an unspecified address',
  reserved: 'a reserved address',
};

const howToAllow = (tenantId: string) =>
  `Subscribers are called on outside addresses only: an operator allows loopback, private and this server's own addresses with SDP_REVERSE_PRIVATE_DESTINATIONS. The built-in receiver needs no setting: ${receiverPath(tenantId, '<name>')}.`;

/** A path as a server reads it, its escapes decoded (`%62orealis` is `borealis`). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The tenant a path of the built-in receiver names, however it is spelt, or null for any other path. */
function receiverTenantOf(pathname: string): string | null {
  const segments = decodedPath(pathname)
    .split('/')
    .filter((segment) => segment !== '');
  return segments[0]?.toLowerCase() === RECEIVER_PREFIX.slice(1) ? (segments[1] ?? '') : null;
}

/** The built-in receiver's path, posted to this server where it listens now. */
function toReceiver(services: DestinationServices, path: string): DestinationCheck {
  const origin = services.localOrigin();
  if (origin === null) return { refused: 'This server is not listening yet.' };
  return { destination: { url: `${origin}${path}`, addresses: [new URL(origin).hostname.replace(/^\[|\]$/g, '')] } };
}

/** On this server's own origin only the tenant's built-in receiver, by its exact path, is called. */
function onThisServer(services: DestinationServices, tenantId: string, url: URL): DestinationCheck {
  const match = BUILT_IN_RECEIVER_URL.exec(url.pathname);
  if (match && match[1] === tenantId && url.search === '') return toReceiver(services, url.pathname);
  return {
    refused: `${url.host} is this server: of its paths only the built-in receiver, ${receiverPath(tenantId, '<name>')}, may be called.`,
  };
}

const portOf = (url: URL) => (url.port === '' ? (url.protocol === 'https:' ? '443' : '80') : url.port);

/** Whether the URL's origin is this server's public one (SDP_PUBLIC_URL). */
function isPublicOrigin(services: DestinationServices, url: URL): boolean {
  const publicUrl = services.config.SDP_PUBLIC_URL;
  return publicUrl !== undefined && new URL(publicUrl).host.toLowerCase() === url.host.toLowerCase();
}

/** Why an address may not be called, or null: the operator's setting opens what is not the outside world. */
function addressRefusal(services: DestinationServices, address: string, own: ReadonlySet<string>): string | null {
  const allowed = services.config.SDP_REVERSE_PRIVATE_DESTINATIONS;
  if (allowed === 'all') return null;
  const kind = kindOfAddress(address);
  const reached = kind === 'public' && own.has(canonicalAddress(address) ?? '') ? 'own' : kind;
  if (reached === 'public' || inRanges(address, allowed)) return null;
  return KIND_TEXT[reached];
}

/**
 * Checks a subscriber's address before it is saved and before each attempt. The built-in receiver's path
 * (alone, or on this server's own origin) goes to this server, for the subscriber's own tenant only;
 * another tenant's receiver is refused wherever it is named. Any other host is resolved, and every
 * address it resolves to must be in the outside world — neither loopback, private, link-local,
 * unique-local, carrier-grade NAT, multicast, unspecified or reserved (IPv4 forms carried in IPv6
 * included) nor one of this server's own — unless SDP_REVERSE_PRIVATE_DESTINATIONS allows it.
 */
export async function checkDestination(
  services: DestinationServices,
  tenantId: string,
  address: string,
): Promise<DestinationCheck> {
  const path = BUILT_IN_RECEIVER_URL.exec(address);
  if (path) {
    return path[1] === tenantId
      ? toReceiver(services, address)
      : { refused: "The built-in receiver's path names another tenant." };
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { refused: `${address} is not an address.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { refused: 'Only http and https are called.' };
  if (url.username !== '' || url.password !== '') {
    return { refused: 'Credentials go in a header (Authorization), not in the address.' };
  }
  const receiverTenant = receiverTenantOf(url.pathname);
  if (receiverTenant !== null && receiverTenant !== tenantId) {
    return { refused: "The address names another tenant's built-in receiver." };
  }
  if (isPublicOrigin(services, url)) return onThisServer(services, tenantId, url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolveHost(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) return { unresolved: `${host} could not be resolved.` };
  const listening = services.localOrigin();
  const own = ownAddresses(listening);
  const reachesThisMachine = (resolved: string) =>
    own.has(canonicalAddress(resolved) ?? '') || ['loopback', 'unspecified'].includes(kindOfAddress(resolved));
  if (listening !== null && portOf(url) === portOf(new URL(listening)) && addresses.some(reachesThisMachine)) {
    return onThisServer(services, tenantId, url);
  }
  for (const resolved of addresses) {
    const refusal = addressRefusal(services, resolved, own);
    if (refusal) {
      const what = resolved === host ? `${host} is ${refusal}` : `${host} resolves to ${resolved}, ${refusal}`;
      return { refused: `${what}. ${howToAllow(tenantId)}` };
    }
  }
  return { destination: { url: url.href, addresses } };
}
