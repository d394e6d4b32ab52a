/**
 * The sign-in session's machinery: oidc-client-ts's UserManager for the configured issuer and
 * the restore-or-renew step. Everything here, the library included, is loaded on demand (see
 * auth-provider.tsx) so it never weighs on the first screen.
 */
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import {
  TOKEN_LEEWAY_SECONDS,
  userManagerSettings,
  type AuthServerSettings,
} from './oidc-settings.ts';
import { withNetworkRetries } from './token-renewal.ts';

export async function createUserManager(server: AuthServerSettings): Promise<UserManager> {
  return new UserManager(
    userManagerSettings(server, window.location.origin, window.localStorage, WebStorageStateStore),
  );
}

const isFresh = (user: User | null): user is User =>
  Boolean(user && !user.expired && (user.expires_in ?? 0) > TOKEN_LEEWAY_SECONDS);

/** A fresh session, renewing a stale one first; null when there is none to be had. */
export async function currentUser(manager: UserManager): Promise<User | null> {
  const stored = await manager.getUser();
  if (!stored || isFresh(stored)) return stored;
  try {
    return await withNetworkRetries(() => manager.signinSilent());
  } catch {
    await manager.removeUser();
    return null;
  }
}
