/**
 * Creates the oidc-client-ts UserManager for the configured issuer. The library is loaded on
 * demand so it never weighs on the first screen.
 */
import type { UserManager } from 'oidc-client-ts';
import { userManagerSettings, type AuthServerSettings } from './oidc-settings.ts';

export async function createUserManager(server: AuthServerSettings): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager(
    userManagerSettings(server, window.location.origin, window.localStorage, WebStorageStateStore),
  );
}
