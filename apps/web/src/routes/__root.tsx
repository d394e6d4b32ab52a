import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import { RouteError } from '@/components/feedback/route-error.tsx';
import { AppShell } from '@/components/layout/app-shell.tsx';
import { OfflineNotice } from '@/components/layout/offline-notice.tsx';
import { CatalogueLanguageNote } from '@/components/layout/catalogue-language-note.tsx';
import { OfflineBanner } from '@/components/pwa/offline-banner.tsx';
import { UpdatePrompt } from '@/components/pwa/update-prompt.tsx';
import { KeyboardShortcuts } from '@/components/shortcuts/keyboard-shortcuts.tsx';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { ProfileButton } from '@/features/auth/profile-button.tsx';
import { useAccountAction } from '@/features/auth/use-account-action.ts';
import { CardActions } from './-card-actions.tsx';
import { configurationQueryOptions } from '@/lib/configuration.ts';
import { loadMessagesFor } from '@/lib/i18n/i18n.ts';

export interface RouterContext {
  queryClient: QueryClient;
  /** Where the site is (the server's PUBLIC_ORIGIN), which the heads' addresses start with. */
  origin: string;
  /**
   * The render's messages and language: the app's instance in the browser, one of its own for
   * each server render (which run at once, each in its own language).
   */
  i18n: I18n;
  /** The watch region the render's answers are for (lib/watch-region.ts). */
  watchRegion: () => string;
}

function Shell() {
  return (
    <>
      <AppShell
        account={useAccountAction()}
        profile={<ProfileButton />}
        footer={
          <>
            <OfflineNotice />
            <CatalogueLanguageNote />
          </>
        }
      >
        <OfflineBanner />
        <CardActions>
          <Outlet />
        </CardActions>
      </AppShell>
      <UpdatePrompt />
      <KeyboardShortcuts />
      {/* The router's state and query cache, dehydrated by the server's render (entry-server.tsx). */}
      <Scripts />
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

export const Route = createRootRouteWithContext<RouterContext>()({
  // The search screen's English comes with the app; any other screen's loads before the first
  // of them renders (here, since a reused route's loader may run while the screen shows).
  beforeLoad: ({ location }) => loadMessagesFor(location.pathname),
  // Every screen needs the image base address, so it is known before any of them renders.
  // Its data stays in the query cache, which the server's render dehydrates, not again as the
  // loader's own data.
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(configurationQueryOptions);
  },
  component: RootLayout,
  errorComponent: RouteError,
});
