import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** What the configuration lets a subscriber's address reach besides the outside world. */
export interface DestinationRules {
  allowLoopback: boolean;
  allowPrivateNetworks: boolean;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Private, link-local, carrier-grade NAT, unspecified and unique-local ranges: never the outside world. */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');
privateRanges.addAddress('::', 'ipv6');

function kindOf(address: string): 'loopback' | 'private' | 'public' {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(plain, family)) return 'loopback';
  if (privateRanges.check(plain, family)) return 'private';
  return 'public';
}

/**
 * Why a subscriber's address may not be called, or null: every address its host resolves to must be in
 * the outside world, or in a range the configuration allows (loopback, private networks).
 */
export async function refusedDestination(url: string, rules: DestinationRules): Promise<string | null> {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return `${url} is not an address.`;
  }
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `${host} could not be resolved.`;
  }
  for (const address of addresses) {
    const kind = kindOf(address);
    if (kind === 'loopback' && !rules.allowLoopback)
      return `${host} is a loopback address, which the configuration does not allow.`;
    if (kind === 'private' && !rules.allowPrivateNetworks)
      return `${host} is in a private network, which the configuration does not allow.`;
  }
  return null;
}
