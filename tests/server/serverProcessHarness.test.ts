import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/serverProcess.ts';

/** A stand-in server: answers /readyz with 200 once READY_AFTER_MS have passed, or exits at once with EXIT_AT_ONCE. */
const STAND_IN = `
import { createServer } from 'node:http';
if (process.env.EXIT_AT_ONCE) process.exit(3);
const readyAt = Date.now() + Number(process.env.READY_AFTER_MS ?? 0);
createServer((request, response) => {
  response.statusCode = request.url === '/readyz' && Date.now() >= readyAt ? 200 : 503;
  response.end();
}).listen(Number(process.env.PORT), process.env.HOST);
process.on('SIGTERM', () => process.exit(0));
`;

describe('server process harness', () => {
  let folder: string;
  let entry: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sdp-stand-in-'));
    entry = join(folder, 'standIn.mjs');
    await writeFile(entry, STAND_IN);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('waits for a slow first start as long as it is given while the process lives', async () => {
    const server = await startServerProcess({ entry, env: { READY_AFTER_MS: '1500' }, readyWithinMs: 60_000 });
    try {
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('gives up once the time it was given has passed', async () => {
    await expect(startServerProcess({ entry, env: { READY_AFTER_MS: '60000' }, readyWithinMs: 1_000 })).rejects.toThrow(
      /did not answer 200 within 1000 ms/,
    );
  });

  it('fails at once, not at the end of its patience, when the process exits', async () => {
    const startedAt = Date.now();
    await expect(startServerProcess({ entry, env: { EXIT_AT_ONCE: '1' }, readyWithinMs: 120_000 })).rejects.toThrow(
      /server exited \(3\) before it was ready/,
    );
    expect(Date.now() - startedAt).toBeLessThan(60_000);
  });
});
