/**
 * Sign-in state for the whole app (SPEC §4): the session is restored from local storage,
 * renewed silently when it nears expiry, and supplies the API's bearer token. Log In opens a
 * popup; a popup the user closes, or one that times out, leaves them signed out with no error.
 */
import { useLingui } from '@lingui/react';
import type { User, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setAccessTokenSource } from '@/lib/access-token.ts';
import { useConfiguration } from '@/lib/configuration.ts';
import { AuthContext, type Auth } from '@/lib/auth-context.ts';
import { SESSION_KEY_PREFIX, storedSessionKey } from './oidc-settings.ts';

/**
 * The session's machinery and oidc-client-ts (17 kB gzipped): loaded at once when a session is
 * kept, else only when the visitor asks to log in (a first screen never waits on it).
 */
const loadSession = () => import('./user-manager.ts');

/** Whether a session is kept from an earlier visit, which the app restores before it says who is in. */
export function hasStoredSession(server: { authority: string; clientId: string }): boolean {
  try {
    return window.localStorage.getItem(storedSessionKey(server)) !== null;
  } catch {
    // Storage refused (privacy settings): there is no session to restore.
    return false;
  }
}

/**
 * Whether any session is kept from an earlier visit, before the configuration that names the
 * sign-in server is known (main.tsx decides by it how the app starts).
 */
export function hasAnyStoredSession(): boolean {
  try {
    const storage = window.localStorage;
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(SESSION_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage refused (privacy settings): there is no session to restore.
    return false;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { auth: server } = useConfiguration();
  const { i18n } = useLingui();
  const [manager, setManager] = useState<UserManager | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const [restoring, setRestoring] = useState(() => Boolean(server && hasStoredSession(server)));
  // The token source reads the manager from here: it is set before anyone is told the visitor
  // is signed in, so the first signed-in request already carries the token.
  const managerRef = useRef<UserManager | null>(null);

  // One load of the machinery, shared by the restore and by a Log In clicked before it has
  // finished (which would otherwise do nothing). The issuer is fixed for the page's life: the
  // configuration it comes from is read once.
  const loadingManager = useRef<Promise<UserManager> | null>(null);
  const loadManager = useCallback((): Promise<UserManager> | null => {
    if (!server) return null;
    loadingManager.current ??= loadSession()
      .then(({ createUserManager }) => createUserManager(server))
      .then((created) => {
        managerRef.current = created;
        setManager(created);
        return created;
      });
    return loadingManager.current;
  }, [server]);

  // A kept session is restored at once, since screens wait on it. With none, there is nothing
  // to restore: the machinery comes with the first Log In.
  useEffect(() => {
    if (!server || !hasStoredSession(server)) return;
    let active = true;
    void loadManager()?.then(async (created) => {
      const restored = await (await loadSession()).currentUser(created);
      if (!active) return;
      setUser(restored);
      setRestoring(false);
    });
    return () => {
      active = false;
    };
  }, [server, loadManager]);

  const login = useCallback(async () => {
    const loading = loadManager();
    if (!loading) return false;
    try {
      const current = await loading;
      const returnTo = `${window.location.pathname}${window.location.search}`;
      const signedIn = await current.signinPopup({
        popupAbortOnClose: true,
        state: { returnTo },
        // The sign-in pages speak the UI's language (OpenID's ui_locales).
        ui_locales: i18n.locale,
      });
      setUser(signedIn);
      return true;
    } catch (error) {
      // Closed by the user, timed out or blocked: they stay signed out and may try again.
      console.info('Sign-in did not complete:', error);
      return false;
    }
  }, [loadManager, i18n]);

  const logout = useCallback(async () => {
    setUser(null);
    if (!manager) return;
    try {
      await manager.signoutRedirect({ extraQueryParams: { ui_locales: i18n.locale } });
    } catch {
      await manager.removeUser();
      window.location.assign(`${window.location.origin}/`);
    }
  }, [manager, i18n]);

  const loginRef = useRef(login);
  useEffect(() => {
    loginRef.current = login;
  }, [login]);
  useEffect(() => {
    setAccessTokenSource(async () => {
      const current = managerRef.current;
      if (!current) return undefined;
      const session = await (await loadSession()).currentUser(current);
      if (session) return session.access_token;
      // SPEC §4: a token needed while signed out opens the login popup and none is returned.
      void loginRef.current();
      return undefined;
    });
  }, []);

  const value = useMemo<Auth>(
    () => ({
      isAuthenticated: Boolean(user && !user.expired),
      isRestoring: restoring,
      user: user ? { name: user.profile.name, email: user.profile.email } : null,
      login,
      logout,
    }),
    [user, restoring, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
