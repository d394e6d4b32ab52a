import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { seedQueries } from './app/seed-queries.ts';
import { setUpApiClient } from './lib/api.ts';
import { createQueryClient } from './lib/query-client.ts';

// First: the generated query keys hold the API's base URL, the seeded ones included.
setUpApiClient(window.location);
const queryClient = createQueryClient();
seedQueries(queryClient, document);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
