/**
 * @module fake-etsy/oauth
 * Etsy's OAuth 2.0 authorization code flow with PKCE (S256 only), in memory: a connect step that
 * approves at once, single-use codes, access tokens of an hour that begin with the user id, and
 * rotating refresh tokens (each refresh answers a new one and retires the old). Web Crypto only,
 * so it runs in Node and in workerd.
 */
import type { EtsyTokenAnswer, EtsyTokenError } from '../../worker/marketplace/etsy-types.ts';

const ACCESS_SECONDS = 3_600;
const REFRESH_SECONDS = 90 * 86_400;
const CODE_SECONDS = 600;
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** The scopes Etsy knows (the OpenAPI description's oauth2 flow). */
export const KNOWN_SCOPES = [
  'address_r',
  'address_w',
  'billing_r',
  'cart_r',
  'cart_w',
  'email_r',
  'favorites_r',
  'favorites_w',
  'feedback_r',
  'listings_d',
  'listings_r',
  'listings_w',
  'profile_r',
  'profile_w',
  'recommend_r',
  'recommend_w',
  'shops_r',
  'shops_w',
  'transactions_r',
  'transactions_w',
] as const;

export interface OAuthOptions {
  /** The application's keystring: the `client_id` of every OAuth call. */
  clientId: string;
  userId: number;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Callback URLs registered for the app; any URL is accepted when absent. */
  redirectUris?: readonly string[];
}

interface Grant {
  userId: number;
  scopes: string[];
  expiresAt: number;
}

interface PendingCode extends Grant {
  redirectUri: string;
  challenge: string;
}

/** What a bearer token is worth: its owner and scopes, or why not. */
export type TokenCheck = { ok: true; userId: number; scopes: string[] } | { ok: false; error: string };

/** The token endpoint's answer: a token pair, or an OAuth error with its status. */
export type TokenResult = { status: 200; body: EtsyTokenAnswer } | { status: 400 | 401; body: EtsyTokenError };

/** The connect step's answer: where the browser goes next, or an error shown to the user. */
export type ConnectResult = { redirect: string } | { status: 400; body: EtsyTokenError };

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** BASE64URL(SHA256(verifier)), RFC 7636's S256. */
export async function s256(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

const oauthError = (error: string, error_description: string, status: 400 | 401 = 400): TokenResult => ({ status, body: { error, error_description } });

/** The fake's authorization server: codes, access tokens and refresh tokens. */
export class OAuthServer {
  readonly #options: OAuthOptions;
  readonly #codes = new Map<string, PendingCode>();
  readonly #access = new Map<string, Grant>();
  readonly #refresh = new Map<string, Grant>();

  constructor(options: OAuthOptions) {
    this.#options = options;
  }

  #seconds(): number {
    return Math.floor(this.#options.now() / 1000);
  }

  /**
   * GET /oauth/connect: checks the request and approves it at once (the owner "clicks Allow").
   * Errors about the client or the callback are shown, not redirected, as OAuth requires.
   */
  connect(query: Record<string, string | undefined>): ConnectResult {
    const shown = (error_description: string): ConnectResult => ({ status: 400, body: { error: 'invalid_request', error_description } });
    if (query.client_id !== this.#options.clientId) return shown('Unknown client_id');
    const redirectUri = query.redirect_uri;
    if (!redirectUri || !URL.canParse(redirectUri)) return shown('redirect_uri must be an absolute URL');
    if (this.#options.redirectUris && !this.#options.redirectUris.includes(redirectUri)) return shown('redirect_uri is not registered for this app');
    const back = (params: Record<string, string>) => {
      const url = new URL(redirectUri);
      for (const [k, v] of Object.entries({ ...params, ...(query.state ? { state: query.state } : {}) })) url.searchParams.set(k, v);
      return { redirect: url.toString() };
    };
    if (query.response_type !== 'code') return back({ error: 'unsupported_response_type', error_description: 'response_type must be code' });
    if (!query.state) return back({ error: 'invalid_request', error_description: 'state is required' });
    if (query.code_challenge_method !== 'S256') return back({ error: 'invalid_request', error_description: 'code_challenge_method must be S256' });
    if (!query.code_challenge || !/^[A-Za-z0-9\-_]{43}$/.test(query.code_challenge))
      return back({ error: 'invalid_request', error_description: 'code_challenge must be a base64url SHA-256 digest' });
    const scopes = (query.scope ?? '').split(/[\s+]+/).filter(Boolean);
    const unknown = scopes.filter((s) => !(KNOWN_SCOPES as readonly string[]).includes(s));
    if (scopes.length === 0 || unknown.length > 0)
      return back({ error: 'invalid_scope', error_description: `Unknown or missing scopes: ${unknown.join(' ') || '(none)'}` });
    const code = randomToken();
    this.#codes.set(code, { userId: this.#options.userId, scopes, redirectUri, challenge: query.code_challenge, expiresAt: this.#seconds() + CODE_SECONDS });
    return back({ code });
  }

  /** POST /v3/public/oauth/token with its form fields. */
  async token(form: Record<string, string | undefined>): Promise<TokenResult> {
    if (form.client_id !== this.#options.clientId) return oauthError('invalid_client', 'Unknown client_id', 401);
    if (form.grant_type === 'authorization_code') return this.#exchange(form);
    if (form.grant_type === 'refresh_token') return this.#rotate(form);
    return oauthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  async #exchange(form: Record<string, string | undefined>): Promise<TokenResult> {
    const { code, redirect_uri, code_verifier } = form;
    if (!code || !redirect_uri || !code_verifier) return oauthError('invalid_request', 'code, redirect_uri and code_verifier are required');
    const pending = this.#codes.get(code);
    // Single use: a code is spent by any attempt, right or wrong.
    this.#codes.delete(code);
    if (!pending || pending.expiresAt <= this.#seconds()) return oauthError('invalid_grant', 'The code is unknown, used or expired');
    if (pending.redirectUri !== redirect_uri) return oauthError('invalid_grant', 'redirect_uri differs from the one of the connect step');
    if (!VERIFIER.test(code_verifier) || (await s256(code_verifier)) !== pending.challenge)
      return oauthError('invalid_grant', 'code_verifier does not match the code_challenge');
    return { status: 200, body: this.#issue(pending.userId, pending.scopes) };
  }

  #rotate(form: Record<string, string | undefined>): TokenResult {
    const token = form.refresh_token;
    if (!token) return oauthError('invalid_request', 'refresh_token is required');
    const grant = this.#refresh.get(token);
    this.#refresh.delete(token);
    if (!grant || grant.expiresAt <= this.#seconds()) return oauthError('invalid_grant', 'The refresh token is unknown, already used, revoked or expired');
    return { status: 200, body: this.#issue(grant.userId, grant.scopes) };
  }

  #issue(userId: number, scopes: string[]): EtsyTokenAnswer {
    const now = this.#seconds();
    const access = `${userId}.${randomToken()}`;
    const refresh = `${userId}.${randomToken()}`;
    this.#access.set(access, { userId, scopes, expiresAt: now + ACCESS_SECONDS });
    this.#refresh.set(refresh, { userId, scopes, expiresAt: now + REFRESH_SECONDS });
    return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_SECONDS, refresh_token: refresh };
  }

  /** A token pair without the browser round trip (tests and the control endpoint). */
  grant(scopes: readonly string[]): EtsyTokenAnswer {
    return this.#issue(this.#options.userId, [...scopes]);
  }

  /** The owner and scopes of an `Authorization` header's bearer token. */
  check(authorization: string | undefined): TokenCheck {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return { ok: false, error: 'Missing or malformed Authorization header: expected Bearer <access token>' };
    const grant = this.#access.get(match[1]!);
    if (!grant) return { ok: false, error: 'invalid_token' };
    if (grant.expiresAt <= this.#seconds()) return { ok: false, error: 'access token is expired' };
    return { ok: true, userId: grant.userId, scopes: grant.scopes };
  }

  /** Every token and pending code dies, as when the owner changes the shop's password. */
  revokeAll(): void {
    this.#codes.clear();
    this.#access.clear();
    this.#refresh.clear();
  }
}
