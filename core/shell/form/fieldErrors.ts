import { isApiError } from '../../http/ApiError.ts';

/** What a form shows under its fields: a message per field name. */
export type FieldErrors = Readonly<Record<string, string | undefined>>;

interface FieldErrorItem {
  part?: unknown;
  path?: unknown;
  message?: unknown;
}

/**
 * The errors a failed save names per field: a 400's `fieldErrors` and a 409's field, from the envelope's
 * data. An error of the body is kept under its path and every shorter prefix (`retryPolicy.maxAttempts`,
 * `retryPolicy`; `roles.0`, `roles`), so a field finds it by its own name; others are left to the form's
 * general message.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const data = error.envelope?.data as { fieldErrors?: unknown } | null | undefined;
  const items = Array.isArray(data?.fieldErrors) ? (data.fieldErrors as FieldErrorItem[]) : [];
  const errors: Record<string, string> = {};
  for (const item of items) {
    if (item.part !== undefined && item.part !== 'body') continue;
    if (typeof item.path !== 'string' || typeof item.message !== 'string') continue;
    const parts = item.path.split('.');
    for (let length = parts.length; length > 0; length -= 1) {
      const field = parts.slice(0, length).join('.');
      if (field && !(field in errors)) errors[field] = item.message;
    }
  }
  return errors;
}

/** True when some field has an error. */
export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => Boolean(message));
}

/** How many frames to wait for React to have drawn the errors before giving up. */
const FOCUS_FRAMES = 20;

/**
 * Moves focus to the form's first control marked invalid, once React has rendered the errors (on a busy
 * machine that can be a few frames after the call); a screen reader then reads the error the control is
 * described by.
 */
export function focusFirstError(form: HTMLElement | null): void {
  if (!form) return;
  let frames = 0;
  const attempt = () => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (++frames < FOCUS_FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
