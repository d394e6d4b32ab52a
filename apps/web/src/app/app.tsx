import { ThemeProvider } from '@mui/material/styles';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { i18n } from '@/lib/i18n/i18n.ts';
import { MODE_STORAGE_KEY } from '@/theme/color-schemes.ts';
import { theme } from '../theme/theme.ts';
import { createAppRouter, type AppRouter } from './router.tsx';

interface AppProps {
  queryClient: QueryClient;
  /** A router loaded already (a drawn screen's, main.tsx and entry-server.tsx); else the browser's. */
  router?: AppRouter;
}

export function App({ queryClient, router: loaded }: AppProps) {
  const [router] = useState(() => loaded ?? createAppRouter(queryClient));
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
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
