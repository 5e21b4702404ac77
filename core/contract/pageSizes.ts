/** A keyset page's size (`pagination.ts`), free of zod so a manifest's preload may name it. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
