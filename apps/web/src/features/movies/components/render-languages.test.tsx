/**
 * Screens take their language from the Lingui instance their render is given (`<I18nProvider>`),
 * never from the app's global one: so one process can render pages in several languages at
 * once, each whole in its own. Two screens render here side by side, in German and in French,
 * while the global instance stays English.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { SearchResult } from '@media-search/api-client';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { ResultCard } from '@/components/media/result-card.tsx';
import { i18n as globalI18n } from '@/lib/i18n/i18n.ts';
import { messages as german } from '@/lib/i18n/messages/de.ts';
import { messages as french } from '@/lib/i18n/messages/fr.ts';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import { fullMovie, MOVIE_ID } from '@/testing/fixtures/movie.ts';
import { movieResult } from '@/testing/fixtures/shared.ts';
import { createTestQueryClient } from '@/testing/render.tsx';
import { theme } from '@/theme/theme.ts';
import { MovieScreen } from './movie-screen.tsx';

const results: SearchResult[] = [
  movieResult(102, 'Embers Rising', '2003-05-01'),
  {
    ...movieResult(201, 'Mara Quell', null),
    mediaType: 'person',
    title: null,
    name: 'Mara Quell',
    voteAverage: 0,
    knownForDepartment: 'Acting',
  },
];

/** A movie's details and a list of result cards, in the language of `i18n`. */
function Page({ i18n }: { i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createTestQueryClient()}>
        <section aria-label={`page ${i18n.locale}`}>
          <Suspense>
            <MovieScreen id={MOVIE_ID} />
          </Suspense>
          <ul aria-label="results">
            {results.map((result) => (
              <li key={result.id}>
                <ResultCard result={result} />
              </li>
            ))}
          </ul>
        </section>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** A render's own instance, failing the test on any message its catalogue lacks. */
function instance(locale: string, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.on('missing', ({ id }) => expect.fail(`Missing translation: "${id}" in "${locale}"`));
  return i18n;
}

/** The text of the fact labelled `label` (the `<dd>` after its `<dt>`), its spaces plain ones. */
function fact(page: HTMLElement, label: string): string | undefined {
  return within(page).getByText(label).nextSibling?.textContent?.replace(/\s+/g, ' ');
}

it('renders two screens at once, each in the language of its own Lingui instance', async () => {
  fakeApi.use(answer(`/api/movie/${MOVIE_ID}`, fullMovie));
  const [inGerman, inFrench] = [instance('de', german), instance('fr', french)];
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <Page i18n={inGerman} />
          <Page i18n={inFrench} />
        </>
      ),
    }),
    history: createMemoryHistory(),
  });
  await router.load();
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );

  const de = screen.getByRole('region', { name: 'page de' });
  const fr = screen.getByRole('region', { name: 'page fr' });
  // The parts below the details come last (DetailLayout): the cast's among them.
  await within(de).findByRole('region', { name: 'Hauptbesetzung' });
  await within(fr).findByRole('region', { name: 'Têtes d’affiche' });
  expect(globalI18n.locale).toBe('en');

  expect(fact(de, 'Erscheinungsdatum:')).toBe('15. Oktober 1999');
  expect(fact(de, 'Budget:')).toBe('63.000.000 $');
  expect(fact(de, 'Laufzeit:')).toBe('139 Min.');
  expect(fact(de, 'Originalsprache:')).toBe('Englisch');
  expect(within(de).getByText('Bewertet mit 4,2 von 5 bei 2.000 Stimmen')).toBeInTheDocument();
  expect(within(de).getByText('(unbekannt)')).toBeVisible();
  expect(within(de).getByText('2 von 12 angezeigt')).toBeVisible();

  expect(fact(fr, 'Date de sortie :')).toBe('15 octobre 1999');
  expect(fact(fr, 'Budget :')).toBe('63 000 000 $US');
  expect(fact(fr, 'Durée :')).toBe('139 min');
  expect(fact(fr, 'Langue d’origine :')).toBe('anglais');
  expect(within(fr).getByText('Noté 4,2 sur 5 par 2 000 votants')).toBeInTheDocument();
  expect(within(fr).getByText('(inconnu)')).toBeVisible();
  expect(within(fr).getByText('2 affichés sur 12')).toBeVisible();

  const deCards = within(within(de).getByRole('list', { name: 'results' }));
  expect(
    deCards.getByRole('link', { name: 'Embers Rising Film 2003 Bewertet mit 3,5 von 5' }),
  ).toBeVisible();
  expect(deCards.getByRole('link', { name: 'Mara Quell Person Schauspiel' })).toBeVisible();
  const frCards = within(within(fr).getByRole('list', { name: 'results' }));
  expect(
    frCards.getByRole('link', { name: 'Embers Rising Film 2003 Noté 3,5 sur 5' }),
  ).toBeVisible();
  expect(frCards.getByRole('link', { name: 'Mara Quell Personne Interprétation' })).toBeVisible();
});
