import { NO_MESSAGE_FAILURE } from '../../core/http/messages.ts';

/** The message to show for a failed call: the ApiError's text, else "Something went wrong.". */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : NO_MESSAGE_FAILURE;
}
