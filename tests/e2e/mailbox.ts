import type { ConsoleHarness } from './consoleHarness.ts';

/**
 * The password links (welcome, forced or requested reset) mailed to `to`, oldest first, read from the
 * server's `mail written to the outbox` log lines: the harness must run the server with LOG_LEVEL=info.
 */
export function mailedPasswordLinks(harness: ConsoleHarness, to: string): string[] {
  const links: string[] = [];
  for (const line of harness.server.logs().split('\n')) {
    if (!line.includes('mail written to the outbox')) continue;
    const entry = JSON.parse(line) as { to?: string; body?: string };
    if (entry.to !== to) continue;
    links.push(...(entry.body?.match(/https?:\/\/\S+\/sdp\/reset-password\/[A-Za-z0-9_-]+/g) ?? []));
  }
  return links;
}
