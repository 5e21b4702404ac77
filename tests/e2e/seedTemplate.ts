// `npm test` seeds the e2e console's template right after the build, beside the other checks, so the e2e
// step's global setup finds it made (the same build's template; see seededConsole.ts).
import { seededConsoleTemplate } from './seededConsole.ts';

const startedAt = performance.now();
const template = await seededConsoleTemplate();
console.log(`Seeded console template ${template} ready in ${Math.round(performance.now() - startedAt)} ms`);
