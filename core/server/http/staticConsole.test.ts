import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConsoleFallbackPath, registerStaticConsole, sendConsoleIndex } from './staticConsole.ts';

/** The built console's files as the running server serves them, before and after a rebuild. */
let webDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'sdp-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>first build</title>');
  await writeFile(join(webDir, 'assets', 'main-aaa111.js'), 'console.log(1);');
  await writeFile(join(webDir, 'assets', 'main-aaa111.js.gz'), 'not served by its own name');
  await writeFile(join(webDir, 'assets', 'main-aaa111.js.map'), '{"version":3}');
  app = Fastify();
  await registerStaticConsole(app, webDir);
  // As the server's own not-found handler: the console's page for its paths.
  app.setNotFoundHandler((request, reply) =>
    isConsoleFallbackPath(request.method, request.url) ? sendConsoleIndex(reply) : reply.code(404).send('missing'),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the built console', () => {
  it('serves what a rebuild wrote after the server started: new chunks, the new page and its login page', async () => {
    expect((await get('/sdp/assets/main-aaa111.js')).statusCode).toBe(200);
    expect((await get('/sdp/login')).body).toContain('first build');

    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>second build</title>');
    await writeFile(join(webDir, 'login.html'), '<!doctype html><title>second login</title>');
    await writeFile(join(webDir, 'assets', 'route-bbb222.js'), 'console.log(2);');

    const chunk = await get('/sdp/assets/route-bbb222.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/sdp/orders')).body).toContain('second build');
    const login = await get('/sdp/login');
    expect(login.body).toContain('second login');
    expect(login.headers['cache-control']).toBe('no-cache');
  });

  it('answers a chunk no build has with a 404, and never serves compressed copies or source maps by their names', async () => {
    expect((await get('/sdp/assets/gone-ccc333.js')).statusCode).toBe(404);
    expect((await get('/sdp/assets/main-aaa111.js.gz')).statusCode).toBe(404);
    expect((await get('/sdp/assets/main-aaa111.js.map')).statusCode).toBe(404);
  });
});
