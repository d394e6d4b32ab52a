/**
 * oidc-client-ts settings for SPEC §9's sign-in constants: a 400×600 popup that gives up after
 * 60 s, 10 s token requests, renewal 60 s before expiry, the session kept in local storage,
 * `openid profile email`, and `/callback` for the redirect.
 */
import type { UserManagerSettings } from 'oidc-client-ts';

export interface AuthServerSettings {
  authority: string;
  clientId: string;
  audience: string;
  sendAudience: boolean;
}

export const POPUP_WIDTH = 400;
export const POPUP_HEIGHT = 600;
export const POPUP_TIMEOUT_SECONDS = 60;
export const TOKEN_REQUEST_TIMEOUT_SECONDS = 10;
export const TOKEN_LEEWAY_SECONDS = 60;
export const CALLBACK_PATH = '/callback';

/**
 * Where oidc-client-ts keeps the session in local storage (its store's default `oidc.` prefix
 * and its user key), so the app can tell at once, without loading the library, whether there
 * is a session to restore.
 */
/** Where oidc-client-ts keeps a session: under this prefix, then the server's names. */
export const SESSION_KEY_PREFIX = 'oidc.user:';

export function storedSessionKey(server: Pick<AuthServerSettings, 'authority' | 'clientId'>) {
  return `${SESSION_KEY_PREFIX}${server.authority}:${server.clientId}`;
}

export function userManagerSettings(
  server: AuthServerSettings,
  origin: string,
  store: Storage,
  WebStorageStateStore: new (args: {
    store: Storage;
  }) => NonNullable<UserManagerSettings['userStore']>,
): UserManagerSettings {
  return {
    authority: server.authority,
    client_id: server.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    popup_redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    userStore: new WebStorageStateStore({ store }),
    popupWindowFeatures: {
      width: POPUP_WIDTH,
      height: POPUP_HEIGHT,
      location: false,
      toolbar: false,
      menubar: false,
      closePopupWindowAfterInSeconds: POPUP_TIMEOUT_SECONDS,
    },
    requestTimeoutInSeconds: TOKEN_REQUEST_TIMEOUT_SECONDS,
    silentRequestTimeoutInSeconds: TOKEN_REQUEST_TIMEOUT_SECONDS,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_LEEWAY_SECONDS,
    // Renewal is ours (see token-renewal.ts), so it can retry network errors and only those.
    automaticSilentRenew: false,
    // The access token is for our API, not the issuer's userinfo; the ID token has name and email.
    loadUserInfo: false,
    // Auth0 issues a token for an API only when asked by its identifier.
    extraQueryParams: server.sendAudience ? { audience: server.audience } : {},
  };
}
