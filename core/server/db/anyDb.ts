import type { Kysely } from 'kysely';

/**
 * A handle over tables named only at run time: generic code that reads or writes a table a plugin declares
 * by name (the resource kit's routes) cannot be typed against that plugin's tables.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
