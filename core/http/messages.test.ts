import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';

describe('spec section 8 messages', () => {
  it('are spelled exactly as the spec spells them', () => {
    expect({ ...messages }).toEqual({
      GENERIC_FAILURE_MESSAGE: 'Unable to process the request. Something went wrong. Please try again later.',
      NO_MESSAGE_FAILURE: 'Something went wrong.',
      LOGIN_SUCCESS_MESSAGE: 'Login Request Successfull',
      FORGOT_PASSWORD_SUCCESS_MESSAGE: 'Forgot Password Request Successfull',
      VALIDATE_RESET_TOKEN_SUCCESS_MESSAGE: 'Validate Reset Password Token Request Successfull',
      RESET_PASSWORD_SUCCESS_MESSAGE: 'Reset Password Request Successfull',
      OPEN_ID_SUCCESS_MESSAGE: 'Open ID Request Successfull',
    });
  });
});
