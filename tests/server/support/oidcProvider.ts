import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider, { type AccountClaims } from 'oidc-provider';

/** The claims each test account of the provider asserts, by account id; tests may add accounts later. */
export type ProviderAccounts = Map<string, Omit<AccountClaims, 'sub'>>;

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: ProviderAccounts;
  close(): Promise<void>;
}

export interface OidcProviderOptions {
  port: number;
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  accounts: ProviderAccounts;
}

/**
 * A real oidc-provider on 127.0.0.1: one confidential client whose only redirect URI is the console's,
 * PKCE required, and the development login and consent pages (any account id signs in).
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx, sub) => {
      const claims = options.accounts.get(sub);
      return claims ? { accountId: sub, claims: () => ({ sub, ...claims }) } : undefined;
    },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    accounts: options.accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A cookie jar for one browser talking to one provider (the provider's cookie paths are not needed). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.split('=');
        return key.trim().toLowerCase() === 'expires' && Date.parse(date) <= Date.now();
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function decodeHtml(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The form the provider's development interaction page shows, answered as a person would. */
function answerInteraction(html: string, page: URL, accountId: string): { url: URL; body: string } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
  if (!action || !prompt)
    throw new Error(`the provider showed a page without an interaction form: ${html.slice(0, 300)}`);
  const fields = new URLSearchParams({ prompt });
  if (prompt === 'login') {
    fields.set('login', accountId);
    fields.set('password', 'any password: the development login accepts it');
  } else if (prompt !== 'consent') {
    throw new Error(`unexpected interaction prompt ${prompt}`);
  }
  return { url: new URL(decodeHtml(action), page), body: fields.toString() };
}

/**
 * Plays the browser: opens the authorization URL, signs in as `accountId` on the provider's login page,
 * confirms consent, and follows redirects until the provider sends the browser to the redirect URI.
 * Returns that full URL (with code, state and iss), which the console posts to /openid-login.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  accountId: string,
  redirectUri: string,
): Promise<string> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let form: string | undefined;
  for (let step = 0; step < 20; step += 1) {
    const headers: Record<string, string> = { cookie: jar.header() };
    if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: form === undefined ? 'GET' : 'POST',
      headers,
      body: form,
      redirect: 'manual',
    });
    jar.store(response);
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(`${redirectUri}?`)) return next.href;
      url = next;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${html.slice(0, 300)}`);
    const answer = answerInteraction(html, url, accountId);
    url = answer.url;
    form = answer.body;
  }
  throw new Error('the provider never redirected back to the console');
}
