/** Renders a component as the app would: theme, query cache (with configuration) and router. */
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
import { theme } from '../theme/theme.ts';

export const TEST_IMAGE_BASE = 'https://images.test/w500';

export function createTestQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(configurationQueryOptions.queryKey, {
    catalog: 'live',
    imageBaseUrl: TEST_IMAGE_BASE,
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
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient, router };
}
