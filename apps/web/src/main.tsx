import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { seedQueries } from './app/seed-queries.ts';
import { setUpApiClient } from './lib/api.ts';
import { followLanguage } from './lib/catalogue-language.ts';
import { initialLanguage, startInLanguage } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorkerWhenIdle } from './lib/service-worker.ts';

// First: the generated query keys hold the API's base URL, the seeded ones included.
setUpApiClient(window.location);
const queryClient = createQueryClient();
const language = initialLanguage();
seedQueries(queryClient, document, language);

// English is ready at once; another language's catalogues load first, so the first render is
// already in it (no flash of English, nor of IDs). Not a top-level await: the language's chunk
// imports from this one, which must have finished evaluating first (else neither ever does).
void startInLanguage(language).then(() => {
  // Only now: the start above is no change of language for the seeded answers.
  followLanguage(queryClient);
  const root = document.getElementById('root');
  if (root) {
    const reactRoot = createRoot(root);
    // A transition: React draws the app in short slices rather than in one long task.
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
  }
});

// Offline, the app opens from what the worker kept; it starts once the first screen is up.
registerServiceWorkerWhenIdle();
