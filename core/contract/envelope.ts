import { z } from 'zod';

/** The generic response envelope of every /proactive/rest call (spec section 3). */
export type EnvelopeStatus = 'Success' | 'Failed';

export interface Envelope<T = unknown> {
  status: EnvelopeStatus;
  data: T;
  message: string;
  errorDescription: string;
}

export function success<T>(data: T, message = ''): Envelope<T> {
  return { status: 'Success', data, message, errorDescription: '' };
}

export function failure(errorDescription: string, message = errorDescription): Envelope<null> {
  return { status: 'Failed', data: null, message, errorDescription };
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.enum(['Success', 'Failed']),
    data,
    message: z.string(),
    errorDescription: z.string(),
  });
}

export const failureEnvelopeSchema = envelopeSchema(z.null());
