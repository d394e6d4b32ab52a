import type { I18n } from '@lingui/core';
import { ThemeProvider } from '@mui/material/styles';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n as appI18n } from '@/lib/i18n/i18n.ts';
import { MODE_STORAGE_KEY } from '@/theme/color-schemes.ts';
import { theme } from '../theme/theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** The render's messages: the app's own instance unless given (a server render's). */
  i18n?: I18n;
  /** The router: `RouterServer` on the server, `RouterClient` or `RouterProvider` in the browser. */
  children: ReactNode;
}

/** What every screen renders within: its language, theme and query cache. */
export function AppProviders({ queryClient, i18n = appI18n, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider
        theme={theme}
        modeStorageKey={MODE_STORAGE_KEY}
        // The scheme is on <html> already (index.html): read the remembered mode at once.
        noSsr
        disableTransitionOnChange
        // The theme's variables and CssBaseline are in index.html's head already, made at build
        // time from this theme (build-plugins/theme-styles-head.ts).
        disableStyleSheetGeneration
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
