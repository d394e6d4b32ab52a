/**
 * What screens know about sign-in. The provider (auth-provider.tsx) supplies the real value;
 * the default is a visitor who is signed out and cannot sign in (no issuer configured).
 */
import { createContext, useContext } from 'react';

export interface AuthUser {
  name: string | undefined;
  email: string | undefined;
}

export interface Auth {
  isAuthenticated: boolean;
  /**
   * True while a session kept from an earlier visit is being restored: nothing may yet be
   * decided (or asked of the API) as if the visitor were signed out.
   */
  isRestoring: boolean;
  user: AuthUser | null;
  /** Opens the sign-in popup; resolves, whichever way it ended, to whether they signed in. */
  login: () => Promise<boolean>;
  /** Ends the session and returns to the site origin. */
  logout: () => Promise<void>;
}

const signedOut: Auth = {
  isAuthenticated: false,
  isRestoring: false,
  user: null,
  login: async () => false,
  logout: async () => undefined,
};

export const AuthContext = createContext<Auth>(signedOut);

export function useAuth(): Auth {
  return useContext(AuthContext);
}
