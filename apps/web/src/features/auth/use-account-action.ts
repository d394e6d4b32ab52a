import { useAuth } from '@/lib/auth-context.ts';

export interface AccountAction {
  label: 'Log In' | 'Log Out';
  run: () => void;
}

/** What the menu's account entry says and does for the current visitor. */
export function useAccountAction(): AccountAction {
  const { isAuthenticated, login, logout } = useAuth();
  return isAuthenticated
    ? { label: 'Log Out', run: () => void logout() }
    : { label: 'Log In', run: () => void login() };
}
