/**
 * Sign-in state for the whole app (SPEC §4): the session is restored from local storage,
 * renewed silently when it nears expiry, and supplies the API's bearer token. Log In opens a
 * popup; a popup the user closes, or one that times out, leaves them signed out with no error.
 */
import type { User, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setAccessTokenSource } from '../../lib/access-token.ts';
import { useConfiguration } from '../../lib/configuration.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { AuthContext, type Auth } from './auth-context.ts';

/** The session's machinery and oidc-client-ts, loaded once the first screen has painted. */
const loadSession = () => import('./user-manager.ts');

export function AuthProvider({ children }: { children: ReactNode }) {
  const { auth: server } = useConfiguration();
  const [manager, setManager] = useState<UserManager | null>(null);
  const [user, setUser] = useState<User | null>(null);

  useEffect(() => {
    if (!server) return;
    let active = true;
    const cancel = whenIdle(
      () =>
        void loadSession().then(async ({ createUserManager, currentUser }) => {
          const created = await createUserManager(server);
          const restored = await currentUser(created);
          if (!active) return;
          setManager(created);
          setUser(restored);
        }),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [server]);

  const login = useCallback(async () => {
    if (!manager) return;
    try {
      const returnTo = `${window.location.pathname}${window.location.search}`;
      setUser(await manager.signinPopup({ popupAbortOnClose: true, state: { returnTo } }));
    } catch (error) {
      // Closed by the user, timed out or blocked: they stay signed out and may try again.
      console.info('Sign-in did not complete:', error);
    }
  }, [manager]);

  const logout = useCallback(async () => {
    setUser(null);
    if (!manager) return;
    try {
      await manager.signoutRedirect();
    } catch {
      await manager.removeUser();
      window.location.assign(`${window.location.origin}/`);
    }
  }, [manager]);

  useEffect(() => {
    setAccessTokenSource(async () => {
      if (!manager) return undefined;
      const session = await (await loadSession()).currentUser(manager);
      if (session) return session.access_token;
      // SPEC §4: a token needed while signed out opens the login popup and none is returned.
      void login();
      return undefined;
    });
  }, [manager, login]);

  const value = useMemo<Auth>(
    () => ({
      isAuthenticated: Boolean(user && !user.expired),
      user: user ? { name: user.profile.name, email: user.profile.email } : null,
      login,
      logout,
    }),
    [user, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
