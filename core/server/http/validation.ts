import type { z } from 'zod';
import type { FieldError, ValidationFailureData } from '../../contract/failures.ts';
import { ApiError } from './errors.ts';

type Part = FieldError['part'];

/** Field errors beyond this many are left out of the data; the description names the first five. */
const MAX_FIELD_ERRORS = 50;
const DESCRIBED_ISSUES = 5;

/** The fields an issue is about, each at its dotted path, with the message a 400 gives it. */
export function issueFields(issue: z.core.$ZodIssue): { path: string; message: string }[] {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: [path, key].filter(Boolean).join('.'), message: 'unknown field' }));
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return [{ path, message: 'required' }];
  return [{ path, message: issue.message }];
}

function fieldErrorsOf(part: Part, issue: z.core.$ZodIssue): FieldError[] {
  return issueFields(issue).map((field) => ({ part, ...field }));
}

function describeIssue(part: Part, issue: z.core.$ZodIssue): string {
  const field = [part, ...issue.path.map(String)].join('.');
  if (issue.code === 'unrecognized_keys') {
    return `${issue.keys.map((key) => `${field}.${key}`).join(', ')}: unknown field${issue.keys.length > 1 ? 's' : ''}`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field}: required`;
  return `${field}: ${issue.message}`;
}

/**
 * Parses one part of a request, or throws a 400 whose description names every offending field and
 * whose data (`ValidationFailureData`) lists them by part and dotted path.
 */
export function parseRequestPart<T>(schema: z.ZodType<T>, value: unknown, part: Part): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  // A field the schema does not know is most often a typo: it is named first, whatever else is wrong.
  const ordered = [
    ...issues.filter((issue) => issue.code === 'unrecognized_keys'),
    ...issues.filter((issue) => issue.code !== 'unrecognized_keys'),
  ];
  const described = ordered.slice(0, DESCRIBED_ISSUES).map((issue) => describeIssue(part, issue));
  const data: ValidationFailureData = {
    fieldErrors: issues.flatMap((issue) => fieldErrorsOf(part, issue)).slice(0, MAX_FIELD_ERRORS),
  };
  throw new ApiError(400, `Invalid request: ${described.join('; ')}`, {}, data);
}
