/** An error that becomes a Failed envelope with this HTTP status and description. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly headers: Record<string, string> = {},
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
