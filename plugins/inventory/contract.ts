export * from './paths.ts';
export * from './contract/vocabulary.ts';
export * from './contract/configuration.ts';
export * from './contract/locations.ts';
export * from './contract/items.ts';
export * from './contract/transfers.ts';
export * from './contract/requisitions.ts';
export * from './contract/dashboard.ts';

/**
 * The inventory's records and bodies, read by both halves, one file per part in `contract/`: device models and
 * movement reasons (configuration), locations (a tree of warehouses, shops and vans), items (one serial each),
 * the append-only movement ledger, transfers and requisitions, and the dashboard's figures.
 */
