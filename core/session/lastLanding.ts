import { PREFERENCE_KEY_PREFIX } from './secureStorage.ts';

/**
 * Where the last sign-in on this browser landed, kept encrypted as a browser preference (signing out
 * keeps it), so the login page can load that screen's chunk while the user types. Apart from landing.ts,
 * which the login page's first JavaScript reads and which must stay free of the storage's decorators.
 */
export const LAST_LANDING_KEY = `${PREFERENCE_KEY_PREFIX}lastLanding`;
