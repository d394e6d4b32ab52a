import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './filter-state.ts';
import { parseDiscoverSearch, toDiscoverSearch, type DiscoverFilters } from './discover-search.ts';

describe('parseDiscoverSearch', () => {
  it('reads every filter an address can carry', () => {
    expect(
      parseDiscoverSearch('movie', {
        genres: '28,12',
        yearFrom: 1990,
        yearTo: 1999,
        minRating: 4,
        minVotes: 100,
        runtimeMin: 60,
        runtimeMax: 150,
        language: 'de',
        certification: 'PG-13',
        providers: 8,
        monetization: 'flatrate,rent',
        region: 'DE',
        sortBy: 'revenue',
      }),
    ).toEqual({
      genres: [28, 12],
      yearFrom: 1990,
      yearTo: 1999,
      minRating: 4,
      minVotes: 100,
      runtimeMin: 60,
      runtimeMax: 150,
      language: 'de',
      certification: 'PG-13',
      providers: [8],
      monetization: ['flatrate', 'rent'],
      region: 'DE',
      sortBy: 'revenue',
    });
  });

  it('reads an empty address as no filters, by popularity', () => {
    expect(parseDiscoverSearch('tv', {})).toEqual({
      ...EMPTY_FILTERS,
      yearFrom: undefined,
      yearTo: undefined,
      minRating: undefined,
      minVotes: undefined,
      runtimeMin: undefined,
      runtimeMax: undefined,
      language: undefined,
      certification: undefined,
      region: undefined,
    });
  });

  it('drops values that make no sense instead of failing', () => {
    const filters = parseDiscoverSearch('movie', {
      genres: 'action,28,28,-3',
      yearFrom: 99999,
      minRating: 9,
      minVotes: 'many',
      language: 'german',
      certification: 'X',
      providers: '0',
      monetization: 'stream,buy',
      region: 'Germany',
      sortBy: 'random',
    });
    expect(filters.genres).toEqual([28]);
    expect(filters.yearFrom).toBeUndefined();
    expect(filters.minRating).toBeUndefined();
    expect(filters.minVotes).toBeUndefined();
    expect(filters.language).toBeUndefined();
    expect(filters.certification).toBeUndefined();
    expect(filters.providers).toEqual([]);
    expect(filters.monetization).toEqual(['buy']);
    expect(filters.region).toBeUndefined();
    expect(filters.sortBy).toBe('popularity');
  });

  it('keeps the film-only choices for films', () => {
    const tv = parseDiscoverSearch('tv', { certification: 'R', sortBy: 'revenue' });
    expect(tv.certification).toBeUndefined();
    expect(tv.sortBy).toBe('popularity');
  });

  it('puts ranges typed backwards in order and ratings on half stars', () => {
    const filters = parseDiscoverSearch('movie', {
      yearFrom: 1999,
      yearTo: 1990,
      runtimeMin: 150,
      runtimeMax: 60,
      minRating: '3.7',
      region: 'de',
    });
    expect([filters.yearFrom, filters.yearTo]).toEqual([1990, 1999]);
    expect([filters.runtimeMin, filters.runtimeMax]).toEqual([60, 150]);
    expect(filters.minRating).toBe(3.5);
    expect(filters.region).toBe('DE');
  });

  it('reads lists written as JSON arrays too', () => {
    expect(parseDiscoverSearch('movie', { genres: [28, '12'] }).genres).toEqual([28, 12]);
  });
});

describe('toDiscoverSearch', () => {
  const filters: DiscoverFilters = {
    ...EMPTY_FILTERS,
    genres: [28, 12],
    yearFrom: 1990,
    minRating: 4,
    providers: [8],
    monetization: ['rent', 'flatrate'],
    region: 'DE',
    sortBy: 'rating',
  };

  it('writes only what is set, lists joined, a single id as a number', () => {
    expect(toDiscoverSearch(filters)).toEqual({
      genres: '28,12',
      yearFrom: 1990,
      minRating: 4,
      providers: 8,
      monetization: 'flatrate,rent',
      region: 'DE',
      sortBy: 'rating',
    });
    expect(toDiscoverSearch(EMPTY_FILTERS)).toEqual({});
  });

  it('leaves the region out when no where-to-watch filter needs it', () => {
    expect(toDiscoverSearch({ ...EMPTY_FILTERS, region: 'DE' })).toEqual({});
  });

  it('round-trips through the address', () => {
    expect(parseDiscoverSearch('movie', { ...toDiscoverSearch(filters) })).toMatchObject({
      ...filters,
      monetization: ['flatrate', 'rent'],
    });
  });
});
