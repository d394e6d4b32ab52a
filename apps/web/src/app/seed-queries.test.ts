import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverQueryOptions } from '../features/discover/api/discover-queries.ts';
import { parseDiscoverSearch } from '../features/discover/lib/discover-search.ts';
import { listQueryOptions } from '../features/lists/api/list-queries.ts';
import { movieQueryOptions } from '../features/movies/api/movie-queries.ts';
import { seasonQueryOptions } from '../features/tv/api/tv-queries.ts';
import { configurationQueryOptions } from '../lib/configuration.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { seedQueries } from './seed-queries.ts';

/** Puts the server's seed element in the page, as apps/server/src/pages/page-template.ts does. */
function serve(seed: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'initial-queries';
  element.textContent = JSON.stringify(seed);
  document.body.append(element);
}

afterEach(() => document.getElementById('initial-queries')?.remove());

const configuration = { catalog: 'offline', imageBaseUrl: '/api/art/w500', auth: null };
const movie = { movieDetails: { id: 550, title: 'Orbit of Ash' } };

describe('seedQueries', () => {
  it('puts the page’s answers under the keys the screens ask with, fresh', () => {
    serve({
      configuration,
      page: { query: 'movie', params: { id: 550, region: 'DE' }, language: 'en', data: movie },
    });
    const client = createQueryClient();
    seedQueries(client, document, 'en');
    const key = movieQueryOptions(550, 'en', 'DE').queryKey;
    expect(client.getQueryData(key)).toEqual(movie);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    expect(client.getQueryCache().find({ queryKey: key })?.isStaleByTime(60_000)).toBe(false);
    // The image base is absolute, as the configuration's own fetch makes it.
    expect(client.getQueryData(configurationQueryOptions.queryKey)).toEqual({
      ...configuration,
      imageBaseUrl: `${window.location.origin}/api/art/w500`,
    });
  });

  it('seeds a season under its series, number and language', () => {
    serve({
      configuration,
      page: {
        query: 'season',
        params: { series: 201, season: 1 },
        language: 'de',
        data: { name: 'Staffel 1' },
      },
    });
    const client = new QueryClient();
    expect(seedQueries(client, document, 'de')).toBe(true);
    const season = { series: 201, season: 1 };
    expect(client.getQueryData(seasonQueryOptions(season, 'de').queryKey)).toEqual({
      name: 'Staffel 1',
    });
    // The German screen asks with the language (English, the API's default, names none).
    expect(seasonQueryOptions(season, 'de').queryKey[0].query).toEqual({ language: 'de' });
    expect(client.getQueryData(seasonQueryOptions(season, 'en').queryKey)).toBeUndefined();
  });

  it('keeps an answer asked in another language than the UI’s under that language only', () => {
    serve({
      configuration,
      page: { query: 'movie', params: { id: 550, region: 'DE' }, language: 'de', data: movie },
    });
    const client = new QueryClient();
    // Not the first screen's answer: the French screen asks in French.
    expect(seedQueries(client, document, 'fr')).toBe(false);
    expect(client.getQueryData(movieQueryOptions(550, 'fr', 'DE').queryKey)).toBeUndefined();
    expect(client.getQueryData(movieQueryOptions(550, 'de', 'DE').queryKey)).toEqual(movie);
    expect(client.getQueryData(configurationQueryOptions.queryKey)).toBeDefined();
  });

  it('seeds nothing from an answer in a language the app does not have', () => {
    serve({
      configuration,
      page: { query: 'movie', params: { id: 550, region: 'DE' }, language: 'it', data: movie },
    });
    const client = new QueryClient();
    expect(seedQueries(client, document, 'en')).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it('seeds the home rows’ lists as their first pages, which the list screens share', () => {
    const listPage = (title: string) => ({
      page: 1,
      totalPages: 7,
      totalResults: 140,
      results: [{ id: 1, title, mediaType: 'movie' }],
    });
    const lists = {
      trendingMovies: listPage('Orbit of Ash'),
      trendingTvShows: listPage('Night Shift Diaries'),
      popularMovies: listPage('Quiet Harbor'),
      popularTvShows: listPage('Salt Roads'),
    };
    serve({ configuration, lists: { language: 'en', pages: lists } });
    const client = new QueryClient();
    expect(seedQueries(client, document, 'en')).toBe(true);
    // The popular movies screen's first page, as its own fetch would have made it.
    expect(client.getQueryData(listQueryOptions(['popular', 'movies'], 'en').queryKey)).toEqual({
      pages: [{ page: 1, totalPages: 7, results: [lists.popularMovies.results[0]] }],
      pageParams: [1],
    });
    const trendingShows = listQueryOptions(['trending', 'tv'], 'en', { window: 'day' }).queryKey;
    expect(client.getQueryData(trendingShows)?.pages[0]?.results[0]?.title).toBe(
      'Night Shift Diaries',
    );
    // In another language than the UI's, they are fetched in the UI's.
    const french = new QueryClient();
    expect(seedQueries(french, document, 'fr')).toBe(false);
    expect(
      french.getQueryData(listQueryOptions(['popular', 'movies'], 'fr').queryKey),
    ).toBeUndefined();
  });

  it('seeds lists asked in German under the German screens’ keys', () => {
    const results = { page: 1, totalPages: 1, totalResults: 1, results: [{ id: 7, title: 'x' }] };
    serve({ configuration, lists: { language: 'de', pages: { popularMovies: results } } });
    const client = new QueryClient();
    expect(seedQueries(client, document, 'de')).toBe(true);
    const german = listQueryOptions(['popular', 'movies'], 'de');
    expect(german.queryKey).toEqual(['lists', 'popular', 'movies', { language: 'de' }]);
    expect(client.getQueryData(german.queryKey)?.pages[0]?.results).toEqual(results.results);
    expect(
      client.getQueryData(listQueryOptions(['popular', 'movies'], 'en').queryKey),
    ).toBeUndefined();
  });

  it('seeds Discover’s results with no filter chosen, with their count', () => {
    const results = {
      page: 1,
      totalPages: 3,
      totalResults: 52,
      results: [{ id: 7, name: 'Salt' }],
    };
    serve({ configuration, lists: { language: 'en', pages: { discoverTvShows: results } } });
    const client = new QueryClient();
    expect(seedQueries(client, document, 'en')).toBe(true);
    const options = discoverQueryOptions('tv', parseDiscoverSearch('tv', {}), 'en');
    expect(client.getQueryData(options.queryKey)).toEqual({ pages: [results], pageParams: [1] });
  });

  it('takes no list it does not know, and says so', () => {
    serve({ configuration, lists: { language: 'en', pages: { somethingElse: { results: [] } } } });
    expect(seedQueries(new QueryClient(), document, 'en')).toBe(false);
  });

  it('seeds nothing when the page carries nothing (the development server)', () => {
    const client = new QueryClient();
    seedQueries(client, document, 'en');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
