/**
 * The language in the catalogue queries' keys: German, French and Spanish answers each under a
 * key of their own, English under the key it always had (the API's default names no language).
 */
import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { creditsQueryOptions } from '../features/credits/api/credits-queries.ts';
import { discoverQueryOptions } from '../features/discover/api/discover-queries.ts';
import { parseDiscoverSearch } from '../features/discover/lib/discover-search.ts';
import { listQueryOptions } from '../features/lists/api/list-queries.ts';
import { movieQueryOptions } from '../features/movies/api/movie-queries.ts';
import { movieSearchQueryOptions } from '../features/search/api/search-queries.ts';
import { seasonQueryOptions } from '../features/tv/api/tv-queries.ts';
import { watchRegionsQueryOptions } from '../lib/watch-regions-query.ts';

describe('a catalogue query’s key', () => {
  it('names the language as the API’s `language` parameter, and none for English', () => {
    expect(movieQueryOptions(550, 'de', 'DE').queryKey[0].query).toEqual({
      region: 'DE',
      language: 'de',
    });
    expect(movieQueryOptions(550, 'en', 'DE').queryKey[0].query).toEqual({ region: 'DE' });
    const season = { series: 201, season: 1 };
    expect(seasonQueryOptions(season, 'fr').queryKey[0].query).toEqual({ language: 'fr' });
    expect(seasonQueryOptions(season, 'en').queryKey[0]).not.toHaveProperty('query');
  });

  it('ends a hand-written key with the language, which English leaves as it was', () => {
    expect(creditsQueryOptions('movie', 550, 'es').queryKey).toEqual([
      'movies',
      550,
      'credits',
      { language: 'es' },
    ]);
    expect(creditsQueryOptions('movie', 550, 'en').queryKey).toEqual(['movies', 550, 'credits']);
    expect(movieSearchQueryOptions('alien', 'en').queryKey).toEqual(['search', 'movie', 'alien']);
    expect(listQueryOptions(['trending', 'tv'], 'de', { window: 'day' }).queryKey).toEqual([
      'lists',
      'trending',
      'tv',
      { window: 'day', language: 'de' },
    ]);
    // Discover's own `language` is the original-language filter, apart from the answer's.
    const filters = parseDiscoverSearch('movie', { language: 'ja' });
    expect(discoverQueryOptions('movie', filters, 'de').queryKey).toEqual([
      'discover',
      'movie',
      { language: 'ja' },
      { language: 'de' },
    ]);
    expect(discoverQueryOptions('movie', filters, 'en').queryKey).toEqual([
      'discover',
      'movie',
      { language: 'ja' },
    ]);
  });

  it('names none for what the API names the same in every language', () => {
    expect(watchRegionsQueryOptions().queryKey[0]).not.toHaveProperty('query');
  });
});

describe('Discover’s results while the next ones load', () => {
  const previous = { pages: [], pageParams: [] };
  const placeholder = (language: 'en' | 'de', previousLanguage: 'en' | 'de') => {
    const { placeholderData } = discoverQueryOptions(
      'movie',
      parseDiscoverSearch('movie', {}),
      language,
    );
    const previousQuery = { meta: { language: previousLanguage } } as unknown as Query<
      typeof previous
    >;
    return typeof placeholderData === 'function'
      ? placeholderData(previous, previousQuery as never)
      : placeholderData;
  };

  it('are the last list after a changed filter, never a list in the language just left', () => {
    expect(placeholder('de', 'de')).toBe(previous);
    expect(placeholder('de', 'en')).toBeUndefined();
  });
});
