/** The engine's order rollups for tests that read them at once, without waiting for the fold job. */
export { foldOrderStats, rebuildOrderStats } from '../server/stats/orderStats.ts';
