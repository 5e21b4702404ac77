import * as oidc from 'openid-client';
import type { ServerConfig } from '../../../core/server/config.ts';

/** The OpenID Connect relying-party settings, present only when OIDC_ISSUER and OIDC_CLIENT_ID are set. */
export interface OpenIdSettings {
  issuer: URL;
  clientId: string;
  /** Absent for a public client, which then relies on PKCE alone. */
  clientSecret: string | undefined;
  /** Lets the issuer be reached over plain http (a provider on loopback in tests and development). */
  allowHttp: boolean;
}

export function openIdSettings(config: ServerConfig): OpenIdSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return null;
  return {
    issuer: new URL(config.OIDC_ISSUER),
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    allowHttp: config.OIDC_ALLOW_HTTP,
  };
}

export function isOpenIdConfigured(config: ServerConfig): boolean {
  return openIdSettings(config) !== null;
}

/** The per-attempt secrets bound to one authorization request. */
export interface AuthorizationSecrets {
  /** 256 random bits; names the pending request when the provider sends the browser back. */
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newAuthorizationSecrets(): AuthorizationSecrets {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

/** What the provider asserts about the signed-in person. */
export interface OpenIdIdentity {
  subject: string;
  email: string | null;
  /** False only when the provider says the address is unverified; null when it says nothing. */
  emailVerified: boolean | null;
}

const SCOPE = 'openid email';

function emailVerifiedClaim(value: unknown): boolean | null {
  // Some providers send the claim as the strings "true"/"false".
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/**
 * client_secret_basic is what RFC 6749 requires every provider to accept, so it is preferred whenever
 * the provider lists it (or lists nothing); client_secret_post otherwise.
 */
function clientAuthentication(server: oidc.ServerMetadata, clientSecret: string | undefined): oidc.ClientAuth {
  if (!clientSecret) return oidc.None();
  const supported = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  return supported.includes('client_secret_basic')
    ? oidc.ClientSecretBasic(clientSecret)
    : oidc.ClientSecretPost(clientSecret);
}

/**
 * The relying party: discovers the issuer on first use (so the server starts even while the provider is
 * down, and retries discovery after a failure), then builds PKCE authorization URLs and redeems codes.
 */
export class OpenIdClient {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly settings: OpenIdSettings) {}

  private configure(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      this.configuration = this.discover().catch((error: unknown) => {
        this.configuration = null;
        throw error;
      });
    }
    return this.configuration;
  }

  private async discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret, allowHttp } = this.settings;
    const execute = allowHttp ? [oidc.allowInsecureRequests] : [];
    const discovered = await oidc.discovery(issuer, clientId, clientSecret, undefined, { execute });
    const server = discovered.serverMetadata();
    const configuration = new oidc.Configuration(
      server,
      clientId,
      clientSecret,
      clientAuthentication(server, clientSecret),
    );
    for (const extension of execute) extension(configuration);
    return configuration;
  }

  /** The provider URL to send the browser to, bound to these secrets (S256 code challenge, state, nonce). */
  async authorizationUrl(redirectUri: string, secrets: AuthorizationSecrets): Promise<URL> {
    const configuration = await this.configure();
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      response_type: 'code',
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Validates the authorization response in `callback` (whose origin and path must be the redirect URI),
   * redeems the code with the PKCE verifier, checks the ID token (signature, issuer, audience, expiry,
   * nonce) and returns who signed in. The email comes from the ID token, or from the UserInfo endpoint
   * when the provider keeps it there (as providers conforming to OIDC Core 5.4 do for the code flow).
   */
  async redeem(callback: URL, secrets: AuthorizationSecrets): Promise<OpenIdIdentity> {
    const configuration = await this.configure();
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the token response carries no ID token');

    let email: unknown = claims.email;
    let emailVerified: unknown = claims.email_verified;
    if (email === undefined && configuration.serverMetadata().userinfo_endpoint) {
      const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      email = userInfo.email;
      emailVerified = userInfo.email_verified;
    }
    return {
      subject: claims.sub,
      email: typeof email === 'string' && email.length > 0 ? email : null,
      emailVerified: emailVerifiedClaim(emailVerified),
    };
  }
}
