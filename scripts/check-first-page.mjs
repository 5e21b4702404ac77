// After `npm run build`: fails when the first page's JavaScript carries zod, a plugin's screens or the main layout.
import { join } from 'node:path';
import { checkBuild } from './firstPage.mjs';

const problems = checkBuild(join(process.cwd(), 'dist', 'web'));
if (problems.length > 0) {
  console.error('The first page loads modules it must not:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('First page: no zod, no plugin screens, no main layout.');
