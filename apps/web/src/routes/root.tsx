import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { RouteError } from '../components/feedback/route-error.tsx';
import { AppShell } from '../components/layout/app-shell.tsx';
import { OfflineNotice } from '../components/layout/offline-notice.tsx';
import { KeyboardShortcuts } from '../components/shortcuts/keyboard-shortcuts.tsx';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import { ProfileButton } from '../features/auth/profile-button.tsx';
import { useAccountAction } from '../features/auth/use-account-action.ts';
import { configurationQueryOptions } from '../lib/configuration.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

function Shell() {
  return (
    <>
      <AppShell account={useAccountAction()} profile={<ProfileButton />} footer={<OfflineNotice />}>
        <Outlet />
      </AppShell>
      <KeyboardShortcuts />
    </>
  );
}

function RootLayout() {
  return (
    <AuthProvider>
      <Shell />
    </AuthProvider>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Every screen needs the image base address, so it is known before any of them renders.
  loader: ({ context }) => context.queryClient.ensureQueryData(configurationQueryOptions),
  component: RootLayout,
  errorComponent: RouteError,
});
