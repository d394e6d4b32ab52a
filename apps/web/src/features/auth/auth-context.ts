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
  user: AuthUser | null;
  /** Opens the sign-in popup; resolves when it is done, whichever way it ended. */
  login: () => Promise<void>;
  /** Ends the session and returns to the site origin. */
  logout: () => Promise<void>;
}

const signedOut: Auth = {
  isAuthenticated: false,
  user: null,
  login: async () => undefined,
  logout: async () => undefined,
};

export const AuthContext = createContext<Auth>(signedOut);

export function useAuth(): Auth {
  return useContext(AuthContext);
}
