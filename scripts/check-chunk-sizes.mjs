// After `npm run build`: fails when a JavaScript chunk weighs more than its limit (scripts/chunkSizes.mjs).
import { join } from 'node:path';
import { CHUNK_LIMIT_KB, chunkSizeProblems, measureChunks } from './chunkSizes.mjs';

const chunks = measureChunks(join(process.cwd(), 'dist', 'web'));
const problems = chunkSizeProblems(chunks);
if (problems.length > 0) {
  console.error('Chunks past their size limit:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
const heaviest = chunks[0];
console.log(
  `Chunks: ${chunks.length}, each within ${CHUNK_LIMIT_KB} kB gzip or its own limit; the heaviest ${heaviest?.file} at ${heaviest?.kb.toFixed(1)} kB.`,
);
