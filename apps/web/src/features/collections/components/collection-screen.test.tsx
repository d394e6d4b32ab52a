import type { CollectionResponse } from '@media-search/api-client';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { OTHER_LANGUAGES, setTestLanguage } from '@/testing/language.ts';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import { bareCollection, COLLECTION_ID, fullCollection } from '@/testing/fixtures/collection.ts';
import { describeLoadStates } from '@/testing/load-states.ts';
import { renderRoute } from '@/testing/render-route.tsx';

const path = `/collection/${COLLECTION_ID}`;
const apiPath = `/api/collection/${COLLECTION_ID}`;

async function openCollection(body: CollectionResponse) {
  fakeApi.use(answer(apiPath, body));
  renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'The Ash Collection' });
}

describe('collection screen', () => {
  describeLoadStates({
    path,
    apiPath,
    body: fullCollection,
    heading: 'The Ash Collection',
    thing: 'Collection',
  });

  it('shows the collection and its films in order, the undated one upcoming', async () => {
    await openCollection(fullCollection);
    expect(document.title).toBe('The Ash Collection | Media Search');
    expect(screen.getByText('3 movies')).toBeVisible();
    expect(screen.getByText('Salvage crews at the edge of the system.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'The Ash Collection poster' })).toBeVisible();
    const films = within(screen.getByRole('region', { name: 'Movies' })).getAllByRole('link');
    expect(films.map((film) => film.getAttribute('href'))).toEqual([
      '/movie/101',
      '/movie/102',
      '/movie/108',
    ]);
    const orbit = screen.getByRole('link', { name: /Orbit of Ash/ });
    expect(orbit).toHaveTextContent('Orbit of AshOctober 15, 1999A ship that should not exist.');
    expect(within(orbit).queryByText('Upcoming')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Ashfall/ })).getByText('Upcoming'),
    ).toBeVisible();
  });

  it('has no Movies section while it has no films', async () => {
    await openCollection(bareCollection);
    expect(screen.getByText('0 movies')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Movies' })).not.toBeInTheDocument();
  });
});

/** What a visitor reads of the full collection in each other language. */
const IN_LANGUAGE = {
  de: {
    count: '3 Filme',
    poster: 'Poster von The Ash Collection',
    movies: 'Filme',
    orbit: 'Orbit of Ash15. Oktober 1999',
    upcoming: 'Demnächst',
  },
  fr: {
    count: '3 films',
    poster: 'Affiche de The Ash Collection',
    movies: 'Films',
    orbit: 'Orbit of Ash15 octobre 1999',
    upcoming: 'Prochainement',
  },
  es: {
    count: '3 películas',
    poster: 'Póster de The Ash Collection',
    movies: 'Películas',
    orbit: 'Orbit of Ash15 de octubre de 1999',
    upcoming: 'Próximamente',
  },
} as const;

describe.each(OTHER_LANGUAGES)('collection screen in %s', (language) => {
  beforeEach(() => setTestLanguage(language));
  const text = IN_LANGUAGE[language];

  it('counts its films and dates them in the language, the undated one upcoming', async () => {
    await openCollection(fullCollection);
    expect(screen.getByText(text.count)).toBeVisible();
    expect(screen.getByRole('img', { name: text.poster })).toBeVisible();
    const films = screen.getByRole('region', { name: text.movies });
    expect(within(films).getByRole('link', { name: /Orbit of Ash/ })).toHaveTextContent(text.orbit);
    expect(
      within(within(films).getByRole('link', { name: /Ashfall/ })).getByText(text.upcoming),
    ).toBeVisible();
  });
});
