// globalSetup of the `e2e` project: seeds the console's template database once, before the files (which
// run side by side) each copy it.
import { seededConsoleTemplate } from '../e2e/seededConsole.ts';

export default async function setup(): Promise<void> {
  const startedAt = performance.now();
  await seededConsoleTemplate();
  console.log(`Seeded console template ready in ${Math.round(performance.now() - startedAt)} ms`);
}
