import type { z } from 'zod';
import { badRequest } from './errors.ts';

type Part = 'body' | 'params' | 'query' | 'header';

function describeIssue(part: Part, issue: z.core.$ZodIssue): string {
  const field = [part, ...issue.path.map(String)].join('.');
  if (issue.code === 'unrecognized_keys') {
    return `${issue.keys.map((key) => `${field}.${key}`).join(', ')}: unknown field${issue.keys.length > 1 ? 's' : ''}`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field}: required`;
  return `${field}: ${issue.message}`;
}

/** Parses one part of a request, or throws a 400 whose description names every offending field. */
export function parseRequestPart<T>(schema: z.ZodType<T>, value: unknown, part: Part): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const described = result.error.issues.slice(0, 5).map((issue) => describeIssue(part, issue));
  throw badRequest(`Invalid request: ${described.join('; ')}`);
}
