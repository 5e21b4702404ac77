import type { LookupAllOptions } from 'node:dns';
import dns from 'node:dns/promises';
import { isIP } from 'node:net';
import os from 'node:os';
import { vi } from 'vitest';

/**
 * Answers the system resolver's look-ups of the names in `answers` (changed as the test goes on) with
 * their addresses, and every other name as the system would, until `restore()`: a made-up name may then
 * resolve to a private address, or to another one between two look-ups.
 */
export function answerHostNames(answers: Map<string, string[]>): { restore(): void } {
  const real = dns.lookup.bind(dns);
  const spy = vi.spyOn(dns, 'lookup').mockImplementation(((hostname: string, options: LookupAllOptions) => {
    const addresses = answers.get(hostname);
    if (!addresses) return real(hostname, options);
    return Promise.resolve(addresses.map((address) => ({ address, family: isIP(address) })));
  }) as typeof dns.lookup);
  return { restore: () => spy.mockRestore() };
}

/** Adds an interface with `address` to this machine's, as `os.networkInterfaces()` answers, until `restore()`. */
export function addNetworkInterface(address: string): { restore(): void } {
  const real = os.networkInterfaces();
  const added: os.NetworkInterfaceInfo = {
    address,
    netmask: '255.255.255.0',
    family: 'IPv4',
    mac: '02:00:00:00:00:01',
    internal: false,
    cidr: `${address}/24`,
  };
  const spy = vi.spyOn(os, 'networkInterfaces').mockReturnValue({ ...real, test0: [added] });
  return { restore: () => spy.mockRestore() };
}
