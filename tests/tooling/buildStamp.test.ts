import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildIsCurrent, sourceStamp, writeStamp } from '../../scripts/buildStamp.mjs';

/** A project of a few sources with a build of them, as `npm run build` leaves it. */
let root: string;

async function put(path: string, text: string): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
}

async function built(): Promise<void> {
  await put('package.json', '{}');
  await put('core/server/main.ts', 'export {};');
  await put('plugins/orders/index.ts', 'export {};');
  for (const output of BUILD_OUTPUTS) await put(output, '// built');
  await writeStamp(root, await sourceStamp(root));
}

/** A change a moment later than the build: a new modification time, as an editor's save makes. */
async function edit(path: string, text: string): Promise<void> {
  await put(path, text);
  const later = new Date(Date.now() + 60_000);
  await utimes(join(root, path), later, later);
}

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the build stamp', () => {
  it('finds the build current until a source changes', async () => {
    root = await mkdtemp(join(tmpdir(), 'sdp-stamp-'));
    await built();
    expect(await buildIsCurrent(root)).toBe(true);
    await edit('plugins/orders/index.ts', 'export const changed = 1;');
    expect(await buildIsCurrent(root)).toBe(false);
  });

  it('finds it stale when a source is added, or an output or the stamp is missing', async () => {
    root = await mkdtemp(join(tmpdir(), 'sdp-stamp-'));
    await built();
    await put('themes/new.css.ts', 'export {};');
    expect(await buildIsCurrent(root)).toBe(false);

    await built();
    await rm(join(root, BUILD_OUTPUTS[0] ?? ''));
    expect(await buildIsCurrent(root)).toBe(false);

    await built();
    await rm(join(root, 'dist', '.build-stamp'));
    expect(await buildIsCurrent(root)).toBe(false);
  });

  it('keeps it current through changes the build does not read: tests, docs, the data, the build itself', async () => {
    root = await mkdtemp(join(tmpdir(), 'sdp-stamp-'));
    await built();
    await edit('plugins/orders/server/orders.test.ts', 'it();');
    await edit('tests/server/orders.test.ts', 'it();');
    await edit('docs/engine.md', '# The engine');
    await edit('.data/pg/base', 'rows');
    await edit('dist/web/index.html', '<!doctype html>');
    expect(await buildIsCurrent(root)).toBe(true);
  });
});
