/**
 * The built-in OpenID provider (oidc-provider), used when no external issuer is configured:
 * authorization code with PKCE for the SPA as a public client, JWT access tokens for the API's
 * audience that live ten minutes (a refresh token renews them; revocation is offered), our own
 * login page, consent skipped for our own client, one-day sessions, and state kept in DATA_DIR
 * so a restart signs nobody out. Every URL it builds uses PUBLIC_ORIGIN (embedded-issuer.ts
 * pins the host and scheme of the requests it sees), so it is right behind a TLS proxy.
 * @see ../../../../../docs/architecture.md and oidc-provider's docs/README.md
 */
import type { DatabaseSync } from 'node:sqlite';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AuthConfig } from '../../config.ts';
import type { AccountDirectory } from './account-directory.ts';
import { LOGOUT_SCRIPT_HASH, renderLogoutPage } from './login-page.ts';
import type { ProviderSecrets } from './provider-secrets.ts';
import { THEME_SCRIPT_HASH } from './sign-in-theme.ts';
import { signInText } from './sign-in-text.ts';
import { sqliteAdapter } from './sqlite-adapter.ts';

/** Where our login pages live: outside /oidc, which the provider answers entirely. */
export const INTERACTION_PATH = '/idp/interaction';
const API_SCOPE = 'favorites';
const DAY = 24 * 60 * 60;
/**
 * How long an access token lives (seconds). The API checks its signature, not a store, so
 * revoking its grant leaves it working this long; only an account's removal stops it sooner.
 */
export const ACCESS_TOKEN_TTL = 10 * 60;

export interface EmbeddedProviderOptions {
  auth: AuthConfig;
  webOrigins: string[];
  secrets: ProviderSecrets;
  db: DatabaseSync;
  accounts: AccountDirectory;
}

/** First-party client: its users are never asked to consent to what it asks for. */
function autoConsent(auth: AuthConfig): NonNullable<Configuration['loadExistingGrant']> {
  return async (ctx: KoaContextWithOIDC) => {
    const { client, session, result } = ctx.oidc;
    if (!client || !session?.accountId) return undefined;
    const grantId =
      (result?.consent as { grantId?: string } | undefined)?.grantId ??
      session.grantIdFor(client.clientId);
    const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
    if (existing) return existing;
    if (client.clientId !== auth.clientId) return undefined;
    const grant = new ctx.oidc.provider.Grant({
      clientId: client.clientId,
      accountId: session.accountId,
    });
    grant.addOIDCScope('openid profile email');
    grant.addResourceScope(auth.audience, API_SCOPE);
    await grant.save();
    return grant;
  };
}

export function createEmbeddedProvider({
  auth,
  webOrigins,
  secrets,
  db,
  accounts,
}: EmbeddedProviderOptions): Provider {
  const configuration: Configuration = {
    adapter: sqliteAdapter(db),
    clients: [
      {
        client_id: auth.clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: webOrigins.map((origin) => `${origin}/callback`),
        post_logout_redirect_uris: webOrigins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: secrets.signingKeys },
    cookies: { keys: secrets.cookieKeys },
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx, id) => {
      const account = accounts.find(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          name: account.name,
          ...(account.email ? { email: account.email, email_verified: true } : {}),
        }),
      };
    },
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => webOrigins.includes(origin),
    features: {
      devInteractions: { enabled: false },
      // Lets the app withdraw a refresh token at sign-out (RFC 7009).
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.set(
            'content-security-policy',
            `default-src 'none'; style-src 'unsafe-inline'; script-src ${THEME_SCRIPT_HASH} ${LOGOUT_SCRIPT_HASH}; form-action 'self' ${webOrigins.join(' ')}`,
          );
          ctx.body = renderLogoutPage(
            form,
            signInText(ctx.oidc.params?.ui_locales, ctx.get('accept-language') || undefined),
          );
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => auth.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== auth.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: auth.audience,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // Public clients get refresh tokens (rotated on use) without asking for offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 10 * 60,
      Session: DAY,
      Grant: DAY,
      RefreshToken: DAY,
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    loadExistingGrant: autoConsent(auth),
    renderError: async (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `Sign-in failed: ${out.error_description ?? out.error}`;
    },
  };
  const provider = new Provider(auth.issuer, configuration);
  // Read the scheme from X-Forwarded-Proto, which embedded-issuer.ts sets from PUBLIC_ORIGIN.
  provider.proxy = true;
  return provider;
}
