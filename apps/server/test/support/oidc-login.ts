/**
 * Signs in to the embedded provider the way a browser does (authorization code with PKCE,
 * cookies, redirects, the login form), with fetch and a tiny cookie jar. For API tests that
 * need a real access token without a browser.
 */
import { createHash, randomBytes } from 'node:crypto';

export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      this.#cookies.set(name.trim(), value.join('='));
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface SignInOptions {
  origin: string;
  clientId: string;
  username: string;
  password: string;
  jar?: CookieJar;
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
}

async function send(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

/** Follows redirects by hand (cookies must ride along) until one leaves the server or a page is shown. */
async function follow(jar: CookieJar, origin: string, response: Response): Promise<Response | URL> {
  let current = response;
  while (current.status >= 300 && current.status < 400) {
    const next = new URL(current.headers.get('location') ?? '', origin);
    if (next.pathname === '/callback') return next;
    current = await send(jar, next.href);
  }
  return current;
}

export async function signIn({
  origin,
  clientId,
  username,
  password,
  jar = new CookieJar(),
}: SignInOptions): Promise<{ tokens: Tokens; jar: CookieJar; loginPage?: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/callback`;
  const authorize = new URL(`${origin}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).toString();
  let landed = await follow(jar, origin, await send(jar, authorize.href));
  let loginPage: string | undefined;
  if (!(landed instanceof URL)) {
    loginPage = await landed.text();
    const action = /action="([^"]+)"/.exec(loginPage)?.[1] ?? '';
    const csrf = /name="csrf" value="([^"]+)"/.exec(loginPage)?.[1] ?? '';
    const body = new URLSearchParams({ username, password, csrf });
    const posted = await send(jar, new URL(action, origin).href, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    landed = await follow(jar, origin, posted);
    if (!(landed instanceof URL))
      throw new Error(`sign-in failed with ${landed.status}: ${await landed.text()}`);
  }
  const code = landed.searchParams.get('code');
  if (!code) throw new Error(`no code in ${landed.href}`);
  const token = await fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }),
  });
  if (!token.ok) throw new Error(`token exchange failed: ${token.status} ${await token.text()}`);
  return { tokens: (await token.json()) as Tokens, jar, loginPage };
}

/**
 * The address that starts a sign-in for the web app's client, with `extra` parameters (a state
 * and nonce, say): the provider answers it with the login form's interaction.
 */
export const authorizeUrl = (extra: Record<string, string> = {}) =>
  `/oidc/auth?${new URLSearchParams({
    client_id: 'media-search-spa',
    redirect_uri: 'http://localhost:5002/callback',
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'a'.repeat(43),
    code_challenge_method: 'S256',
    ...extra,
  }).toString()}`;
