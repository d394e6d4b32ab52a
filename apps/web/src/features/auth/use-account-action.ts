import { useLingui } from '@lingui/react';
import { useAuth } from '@/lib/auth-context.ts';

export interface AccountAction {
  /** 'Log In' or 'Log Out', in the UI's language. */
  label: string;
  run: () => void;
}

/** What the menu's account entry says and does for the current visitor. */
export function useAccountAction(): AccountAction {
  const { i18n } = useLingui();
  const { isAuthenticated, login, logout } = useAuth();
  return isAuthenticated
    ? { label: i18n._('auth.logOut'), run: () => void logout() }
    : { label: i18n._('auth.logIn'), run: () => void login() };
}
