/**
 * Renders the whole app at an address, as a visitor opening it would see it: the app's router
 * (its loaders, pending, error and not-found screens), frame, theme and a fresh query cache,
 * with the data coming from the fake API (fake-api.ts) over HTTP, in English unless
 * testing/language.ts switched the language.
 */
import { I18nProvider } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createAppRouter } from '@/app/router.tsx';
import { i18n } from '@/lib/i18n/i18n.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { theme } from '@/theme/theme.ts';
// The screens' requests go to the fake API, running for the file that renders them.
import './fake-api.ts';

export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  // The app retries failed loads with a backoff of seconds (lib/query-client.test.ts covers
  // it); a screen's error state is what matters here, so it shows at the first failure.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history });
  const result = render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nProvider>,
  );
  return { ...result, queryClient, router };
}
