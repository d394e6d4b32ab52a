/**
 * Renders a component as the app would: language (English unless testing/language.ts switched
 * it), theme, query cache (with configuration) and router.
 */
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configurationQueryOptions } from '../lib/configuration.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { theme } from '../theme/theme.ts';

export const TEST_IMAGE_BASE = 'https://images.test/w500';

export function createTestQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(configurationQueryOptions.queryKey, {
    catalog: 'live',
    imageBaseUrl: TEST_IMAGE_BASE,
    contentLanguages: ['en', 'de', 'fr', 'es'],
    auth: null,
  });
  return queryClient;
}

export async function renderWithApp(ui: ReactNode, queryClient = createTestQueryClient()) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory(),
  });
  await router.load();
  const result = render(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nProvider>,
  );
  return { ...result, queryClient, router };
}
