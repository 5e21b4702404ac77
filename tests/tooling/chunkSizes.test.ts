import { describe, expect, it } from 'vitest';
import { CHUNK_LIMIT_KB, chunkLimitKb, chunkSizeProblems, chunkSizes } from '../../scripts/chunkSizes.mjs';

const sizes: Record<string, number> = {
  'assets/index-a1.js': 40 * 1024,
  'assets/graph-canvas-b2.js': 60 * 1024,
  'assets/graph-layout-c3.js': 60 * 1024 + 103,
  'assets/CodeEditor-d4.js': 125 * 1024,
};
const measure = (files = Object.keys(sizes)) =>
  chunkSizes(
    files,
    (file) => sizes[file] ?? 0,
    (file) => (file.includes('graph-layout') ? 'graph-layout.js' : null),
  );

describe('the chunk size check over the build', () => {
  it("allows 60 kB a chunk, 130 kB to the code editor and 70 kB to React's DOM renderer", () => {
    expect(CHUNK_LIMIT_KB).toBe(60);
    expect(chunkLimitKb('assets/index-a1.js')).toBe(60);
    expect(chunkLimitKb('assets/CodeEditor-d4.js')).toBe(130);
    expect(chunkLimitKb('assets/react-dom-client-e5.js')).toBe(70);
    expect(chunkLimitKb('assets/react-e6.js')).toBe(60);
  });

  it('lists every chunk heaviest first with its size and limit', () => {
    expect(measure().map(({ file, kb, limitKb }) => [file, kb, limitKb])).toEqual([
      ['assets/CodeEditor-d4.js', 125, 130],
      ['assets/graph-layout-c3.js', 60.1, 60],
      ['assets/graph-canvas-b2.js', 60, 60],
      ['assets/index-a1.js', 40, 60],
    ]);
  });

  it('fails naming each chunk past its limit, and not one at it', () => {
    expect(chunkSizeProblems(measure())).toEqual([
      'assets/graph-layout-c3.js (graph-layout.js) is 60.1 kB gzip, over its 60 kB limit',
    ]);
    sizes['assets/CodeEditor-d4.js'] = 131 * 1024;
    expect(chunkSizeProblems(measure(['assets/CodeEditor-d4.js', 'assets/index-a1.js']))).toEqual([
      'assets/CodeEditor-d4.js is 131.0 kB gzip, over its 130 kB limit',
    ]);
  });
});
