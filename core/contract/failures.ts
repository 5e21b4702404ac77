/**
 * The data of failed writes, which every feature's edits share: a stale version (412), a refused delete (409)
 * and field errors (400). The server's error handling answers with them; the console reads them.
 */
import { z } from 'zod';

/** Data of a 412: the version the record has now, so the console can reload or overwrite it. */
export interface StaleVersionData {
  currentVersion: number;
}

/** Data of a 409 from a refused delete: the hook's reason, e.g. "in use by 3 running orders". */
export interface DeleteRefusedData {
  reason: string;
  /** The items referring to the record, when that is why (the map of references). */
  usedBy?: { kind: string; title: string; name: string; via: string }[];
}

/** Data of a 400: each offending field by its part and dotted path (`body`, `address.city`). */
export interface FieldError {
  part: 'body' | 'query' | 'params' | 'header';
  path: string;
  message: string;
}

export interface ValidationFailureData {
  fieldErrors: FieldError[];
}

/** A record's version as a write carries it: edits name the version they read, so none is lost. */
export const versionSchema = z.number().int().min(1);

export const staleVersionDataSchema = z.object({ currentVersion: z.number().int() });
export const deleteRefusedDataSchema = z.object({ reason: z.string() });
export const fieldErrorSchema = z.object({
  part: z.enum(['body', 'query', 'params', 'header']),
  path: z.string(),
  message: z.string(),
});
export const validationFailureDataSchema = z.object({ fieldErrors: z.array(fieldErrorSchema) });
