import { describe, expect, it } from 'vitest';
import { openIdCallbackUrl } from './openIdCallback.ts';

const at = (path: string, search = '', hash = '') => ({
  origin: 'https://console.example',
  pathname: path,
  search,
  hash,
});

describe('openIdCallbackUrl', () => {
  it("uses the page's query when the provider answered there", () => {
    expect(openIdCallbackUrl(at('/sdp/openid-login', '?code=c&state=s', '#ignored'))).toBe(
      'https://console.example/sdp/openid-login?code=c&state=s',
    );
    expect(openIdCallbackUrl(at('/sdp/openid-login', '?error=access_denied&state=s'))).toBe(
      'https://console.example/sdp/openid-login?error=access_denied&state=s',
    );
  });

  it("moves the query of an SSO hash onto the page's URL", () => {
    expect(openIdCallbackUrl(at('/sdp/openid-login', '', '#/openid?code=c&state=s'))).toBe(
      'https://console.example/sdp/openid-login?code=c&state=s',
    );
  });

  it('is null when neither holds a provider answer', () => {
    expect(openIdCallbackUrl(at('/sdp/openid-login'))).toBeNull();
    expect(openIdCallbackUrl(at('/sdp/openid-login', '?foo=1', '#/openid'))).toBeNull();
  });
});
