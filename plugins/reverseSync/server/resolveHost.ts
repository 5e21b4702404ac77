import dns from 'node:dns/promises';

/**
 * Every address a host name resolves to now, through the system's resolver as a connection would. The
 * resolver is read from its module at each call, so a test can answer for a made-up name.
 */
export async function resolveHost(host: string): Promise<string[]> {
  const entries = await dns.lookup(host, { all: true, verbatim: true });
  return entries.map((entry) => entry.address);
}
