/** User-facing strings of spec section 8, spelled exactly as the spec spells them. */

/** Any non-success envelope other than Failed, or a body that is not an envelope. */
export const GENERIC_FAILURE_MESSAGE = 'Unable to process the request. Something went wrong. Please try again later.';

/** A failed call that carries no message of its own. */
export const NO_MESSAGE_FAILURE = 'Something went wrong.';

export const LOGIN_SUCCESS_MESSAGE = 'Login Request Successfull';
export const FORGOT_PASSWORD_SUCCESS_MESSAGE = 'Forgot Password Request Successfull';
export const VALIDATE_RESET_TOKEN_SUCCESS_MESSAGE = 'Validate Reset Password Token Request Successfull';
export const RESET_PASSWORD_SUCCESS_MESSAGE = 'Reset Password Request Successfull';
export const OPEN_ID_SUCCESS_MESSAGE = 'Open ID Request Successfull';
