/**
 * The search, list, Discover, About, Favorites and not-found screens in German, French and
 * Spanish: each shows its own words in the language, and none looks up a message its
 * catalogues lack (testing/setup.ts fails the test that does).
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/testing/fake-api.ts';
import {
  discoveredMovies,
  genres,
  languages,
  moviePage,
  providers,
  tvPage,
} from '@/testing/fixtures/discover.ts';
import { OTHER_LANGUAGES, setTestLanguage } from '@/testing/language.ts';
import { renderRoute } from '@/testing/render-route.tsx';

/** What each screen says, per language: its main heading and one more of its texts. */
const EXPECTED = {
  de: {
    search: ['Suche', 'Filme, Serien, Schauspieler suchen', 'Heute im Trend'],
    list: ['Beliebte Filme'],
    discover: ['Filme entdecken', '2 Titel', 'Sortieren nach'],
    about: [
      'Über',
      'Dieses Produkt nutzt die TMDB-API, wird aber von TMDB weder unterstützt noch zertifiziert.',
    ],
    favorites: ['Favoriten', 'Melden Sie sich an, um diese Funktion zu nutzen'],
    notFound: ['Seite nicht gefunden', 'Zurück zur Suche'],
    movieSearch: ['Filme zu „orbit“'],
  },
  fr: {
    search: ['Recherche', 'Rechercher films, séries, acteurs', 'Tendances du jour'],
    list: ['Films populaires'],
    discover: ['Découvrir des films', '2 titres', 'Trier par'],
    about: [
      'À propos',
      'Ce produit utilise l’API TMDB, mais n’est ni approuvé ni certifié par TMDB.',
    ],
    favorites: ['Favoris', 'Connectez-vous pour utiliser cette fonctionnalité'],
    notFound: ['Page introuvable', 'Retour à la recherche'],
    // French sets guillemets off with no-break spaces.
    movieSearch: ['Films correspondant à «\u00a0orbit\u00a0»'],
  },
  es: {
    search: ['Búsqueda', 'Buscar películas, series, actores', 'Tendencias de hoy'],
    list: ['Películas populares'],
    discover: ['Descubrir películas', '2 títulos', 'Ordenar por'],
    about: [
      'Acerca de',
      'Este producto utiliza la API de TMDB, pero no está respaldado ni certificado por TMDB.',
    ],
    favorites: ['Favoritos', 'Inicia sesión para usar esta función'],
    notFound: ['Página no encontrada', 'Volver a la búsqueda'],
    movieSearch: ['Películas que coinciden con «orbit»'],
  },
} as const;

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe.each(OTHER_LANGUAGES)('the screens in %s', (language) => {
  const expected = EXPECTED[language];

  beforeEach(async () => {
    await setTestLanguage(language);
    fakeApi.use(
      answer('/api/movie/trending', moviePage(discoveredMovies)),
      answer('/api/tvshow/trending', tvPage([])),
      answer('/api/movie/popular', moviePage(discoveredMovies)),
      answer('/api/tvshow/popular', tvPage([])),
      answer('/api/search/movie/:text', moviePage(discoveredMovies)),
      answer('/api/discover/movie', moviePage(discoveredMovies)),
      answer('/api/genres/:type', genres),
      answer('/api/languages', languages),
      answer('/api/watch-providers/:type', providers),
    );
  });

  it('search, with the rows to browse', async () => {
    const [title, placeholder, row] = expected.search;
    renderRoute('/');
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: placeholder })).toHaveAttribute(
      'placeholder',
      placeholder,
    );
    expect(await screen.findByRole('heading', { name: row })).toBeVisible();
    expect(document.title).toBe(`${title} | Media Search`);
  });

  it('a list', async () => {
    renderRoute('/popular/movies');
    expect(await heading(expected.list[0])).toBeVisible();
  });

  it('Discover, its count in the language', async () => {
    const [title, count, sort] = expected.discover;
    renderRoute('/discover/movies');
    expect(await heading(title)).toBeVisible();
    expect(await screen.findByText(count)).toBeVisible();
    expect(screen.getAllByText(sort).length).toBeGreaterThan(0);
  });

  it('About', async () => {
    const [title, attribution] = expected.about;
    renderRoute('/about');
    expect(await heading(title)).toBeVisible();
    expect(screen.getByText(attribution)).toBeVisible();
  });

  it('Favorites, signed out', async () => {
    const [title, text] = expected.favorites;
    renderRoute('/favorites');
    expect(await heading(title)).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
  });

  it('an address that is no page', async () => {
    const [title, link] = expected.notFound;
    renderRoute('/not-a-page');
    expect(await heading(title)).toBeVisible();
    expect(screen.getByRole('link', { name: link })).toBeVisible();
  });

  it('movie search', async () => {
    renderRoute('/movie-search/orbit');
    expect(await heading(expected.movieSearch[0])).toBeVisible();
  });
});
