import { expect } from 'vitest';
import { SIMULATOR_PATHS, type SimulatedElement } from '../../plugins/engine/public/contract/simulator.ts';
import { parseSession, sessionCookie, type ConsoleHarness } from './consoleHarness.ts';

/**
 * Signs the admin in and makes the demo network's elements answer at once and never fail, for tests that
 * want a call to go through; answers the admin's bearer token for the API.
 */
export async function reliableSimulator(
  harness: ConsoleHarness,
  elements: readonly SimulatedElement[],
): Promise<string> {
  const admin = await harness.signedIn('admin');
  const token = parseSession((await sessionCookie(admin))?.value ?? '').token;
  for (const element of elements) {
    const response = await harness.api(SIMULATOR_PATHS.elements, {
      method: 'PUT',
      token,
      body: { element, latencyMs: 5, failureRate: 0 },
    });
    expect(response.status).toBe(200);
  }
  await harness.closeContexts();
  return token;
}
