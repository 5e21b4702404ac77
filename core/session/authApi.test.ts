import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../contract/auth.ts';
import { callBody, callUrl, type CallDefinition } from '../http/callDefinition.ts';
import type { CallResult, HttpClient } from '../http/HttpClient.ts';
import { HttpAuthApi } from './authApi.ts';
import { makeUser } from '../../tests/support/sessionDoubles.ts';

interface SentCall {
  method: string;
  url: string;
  body: unknown;
  auth: boolean;
  notifyErrors: boolean;
}

/** Records each call as the real client would send it and answers with the queued data. */
class RecordingHttpClient implements HttpClient {
  readonly sent: SentCall[] = [];
  constructor(private readonly answer: unknown) {}

  async call<Req, Res>(definition: CallDefinition<Req, Res>, input: Req): Promise<CallResult<Res>> {
    this.sent.push({
      method: definition.method,
      url: callUrl(definition, input),
      body: callBody(definition, input),
      auth: definition.auth !== false,
      notifyErrors: definition.notifyErrors !== false,
    });
    return { data: this.answer as Res, message: '' };
  }
}

const session: LoginResponse = { token: 'tok', expiry: 1_900_000_000_000, passwordExpired: false };

describe('HttpAuthApi', () => {
  it('logs in with POST /authentication/uilogin without a bearer token', async () => {
    const http = new RecordingHttpClient(session);
    await expect(new HttpAuthApi(http).login({ username: 'alice', password: 'pw' })).resolves.toEqual(session);
    expect(http.sent).toEqual([
      {
        method: 'POST',
        url: '/proactive/rest/authentication/uilogin',
        body: { username: 'alice', password: 'pw' },
        auth: false,
        notifyErrors: true,
      },
    ]);
  });

  it('loads user and roles with POST /authentication/getUserAndRole/{mode} naming the user id', async () => {
    const http = new RecordingHttpClient(makeUser());
    const user = await new HttpAuthApi(http).getUserAndRole('inventory', 'tok');
    expect(user.username).toBe('alice');
    expect(http.sent).toEqual([
      {
        method: 'POST',
        url: '/proactive/rest/authentication/getUserAndRole/inventory',
        body: { userId: 'tok' },
        auth: true,
        notifyErrors: true,
      },
    ]);
  });

  it('logs out with POST /authentication/logout carrying tenantId, userName and token, without a toast on failure', async () => {
    const http = new RecordingHttpClient(null);
    await new HttpAuthApi(http).logout({ tenantId: 't-1', userName: 'alice', token: 'tok' });
    expect(http.sent).toEqual([
      {
        method: 'POST',
        url: '/proactive/rest/authentication/logout',
        body: { tenantId: 't-1', userName: 'alice', token: 'tok' },
        auth: true,
        notifyErrors: false,
      },
    ]);
  });

  it('signs in through POST /openid-login with the callback URL, without a bearer token', async () => {
    const http = new RecordingHttpClient(session);
    await new HttpAuthApi(http).openIdLogin('https://console.test/sdp/openid-login?code=c');
    expect(http.sent).toEqual([
      {
        method: 'POST',
        url: '/proactive/rest/openid-login',
        body: { callbackUrl: 'https://console.test/sdp/openid-login?code=c' },
        auth: false,
        notifyErrors: true,
      },
    ]);
  });
});
