import type {
  DeleteRefusedData,
  FieldError,
  StaleVersionData,
  ValidationFailureData,
} from '../../contract/failures.ts';

/**
 * Data a failure envelope may carry beside its description: the kit's (`core/contract/resource.ts`), or a
 * plugin's own (the problems a workflow publish was refused for).
 */
export type FailureData =
  ValidationFailureData | StaleVersionData | DeleteRefusedData | { readonly [field: string]: unknown };

/** An error that becomes a Failed envelope with this HTTP status, description and, optionally, data. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly headers: Record<string, string> = {},
    readonly data: FailureData | null = null,
  ) {
    super(description);
    this.name = 'ApiError';
  }
}

export const badRequest = (description: string) => new ApiError(400, description);
export const unauthorized = (description = 'Authentication required: the session is missing, expired or revoked.') =>
  new ApiError(401, description);
export const forbidden = (description = 'You do not have permission to perform this action.') =>
  new ApiError(403, description);
export const notFound = (what = 'The requested resource') => new ApiError(404, `${what} was not found.`);
export const conflict = (description: string) => new ApiError(409, description);
export const preconditionFailed = (description = 'The record was changed by someone else. Reload it and try again.') =>
  new ApiError(412, description);
export const preconditionRequired = (description = 'A version is required to update this record.') =>
  new ApiError(428, description);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {
    'retry-after': String(retryAfterSeconds),
  });

/**
 * A 400 about one field: `Invalid request: body.accountId: …`, with the field in `ValidationFailureData`
 * so a form can show the message on it.
 */
export function invalidField(part: FieldError['part'], path: string, message: string): ApiError {
  const data: ValidationFailureData = { fieldErrors: [{ part, path, message }] };
  return new ApiError(400, `Invalid request: ${[part, path].filter(Boolean).join('.')}: ${message}`, {}, data);
}

/**
 * A 400 about several fields (a form's values): the first named in the description, all of them in
 * `ValidationFailureData`.
 */
export function invalidFields(
  part: FieldError['part'],
  errors: readonly { path: string; message: string }[],
): ApiError {
  const [first, ...others] = errors;
  if (!first) throw new Error('invalidFields needs at least one error');
  const more = others.length > 0 ? ` (and ${others.length} more)` : '';
  const data: ValidationFailureData = { fieldErrors: errors.map(({ path, message }) => ({ part, path, message })) };
  return new ApiError(400, `Invalid request: ${part}.${first.path}: ${first.message}${more}`, {}, data);
}

/**
 * A 409 caused by one field clashing with another row (a taken name): the description as given, and
 * the field in `ValidationFailureData` so a form can show the message on it.
 */
export function fieldConflict(path: string, description: string): ApiError {
  const data: ValidationFailureData = { fieldErrors: [{ part: 'body', path, message: description }] };
  return new ApiError(409, description, {}, data);
}
