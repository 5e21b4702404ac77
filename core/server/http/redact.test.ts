import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it('removes passwords and tokens from query strings', () => {
    expect(redactUrl('/proactive/rest/authentication/verifyPassword?username=ann&password=S3cret!')).toBe(
      '/proactive/rest/authentication/verifyPassword?username=ann&password=[redacted]',
    );
    expect(redactUrl('/x?token=abc&page=2')).toBe('/x?token=[redacted]&page=2');
  });

  it('removes reset tokens from paths', () => {
    expect(redactUrl('/proactive/rest/authentication/tokenId/abcDEF123')).toBe(
      '/proactive/rest/authentication/tokenId/[redacted]',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/proactive/rest/user/getStyle/aurora/tenant')).toBe(
      '/proactive/rest/user/getStyle/aurora/tenant',
    );
  });
});
