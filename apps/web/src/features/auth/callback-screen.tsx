/**
 * `/callback` (SPEC §2): shows 'Loading...' while it completes the sign-in. In the popup it
 * hands the answer to the window that opened it, which closes the popup; after a full-page
 * redirect it goes on to the stored return path or '/'. A failure is only logged (SPEC §8).
 */
import { useLingui } from '@lingui/react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useConfiguration } from '@/lib/configuration.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** Only same-origin paths are followed, never a URL someone put in the state. */
export function safeReturnPath(state: unknown): string {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === 'string' && /^\/(?!\/)/.test(returnTo) ? returnTo : '/';
}

export function CallbackScreen() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('auth.signingIn'));
  const { auth } = useConfiguration();
  const navigate = useNavigate();
  useEffect(() => {
    if (!auth) return;
    // Loaded on demand, as the auth provider loads it: imported statically here, oidc-client-ts
    // would count as shared and go into every screen's `screens` chunk (vite.config.ts).
    void import('./user-manager.ts')
      .then(({ createUserManager }) => createUserManager(auth))
      .then((manager) => manager.signinCallback())
      .then((user) => {
        if (user) void navigate({ to: safeReturnPath(user.state), replace: true });
      })
      .catch((error: unknown) => console.error('Sign-in callback failed:', error));
  }, [auth, navigate]);
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography>{i18n._('auth.loading')}</Typography>
    </Container>
  );
}
