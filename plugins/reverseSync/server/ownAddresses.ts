import os from 'node:os';
import { canonicalAddress } from './addressKinds.ts';

/**
 * This server's own addresses, each as `canonicalAddress` spells it: every address of its network
 * interfaces (read now: they may change while it runs) and the address it listens on.
 */
export function ownAddresses(localOrigin: string | null): Set<string> {
  const addresses = Object.values(os.networkInterfaces()).flatMap((entries) =>
    (entries ?? []).map((entry) => entry.address),
  );
  if (localOrigin) addresses.push(new URL(localOrigin).hostname);
  return new Set(addresses.map(canonicalAddress).filter((address): address is string => address !== null));
}
