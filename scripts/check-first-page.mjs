// After `npm run build`: fails when the first page's JavaScript carries zod, a plugin's screens or the main
// layout, or weighs more than LOGIN_ROUTE_LIMIT_KB.
import { join } from 'node:path';
import { checkBuild, LOGIN_ROUTE_LIMIT_KB } from './firstPage.mjs';

const problems = checkBuild(join(process.cwd(), 'dist', 'web'));
if (problems.length > 0) {
  console.error('The first page loads what it must not:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`First page: no zod, no plugin screens, no main layout, at most ${LOGIN_ROUTE_LIMIT_KB} kB of JavaScript.`);
