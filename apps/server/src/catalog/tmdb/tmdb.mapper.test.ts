import { describe, expect, it } from 'vitest';
import {
  mapEpisode,
  mapListItem,
  mapMovie,
  mapPage,
  mapPerson,
  mapTvShow,
  mapWatchProviders,
} from './tmdb.mapper.ts';

describe('TMDB mappers', () => {
  it('fills every field of a bare movie with our defaults', () => {
    expect(mapMovie({ id: 5 })).toEqual({
      movieDetails: {
        id: 5,
        title: '',
        originalTitle: '',
        releaseDate: null,
        posterPath: null,
        backdropPath: null,
        tagline: '',
        overview: '',
        budget: 0,
        revenue: 0,
        genres: [],
        runtime: null,
        imdbId: null,
        voteAverage: 0,
        voteCount: 0,
      },
      videos: { videos: [] },
      watchProviders: { results: { us: { link: null, flatrate: [], ads: [], rent: [], buy: [] } } },
      castAndCrew: { cast: [], crew: [] },
    });
  });

  it('takes the IMDb id from external_ids when the top level lacks it', () => {
    expect(
      mapMovie({ id: 1, imdb_id: '', external_ids: { imdb_id: 'tt1' } }).movieDetails.imdbId,
    ).toBe('tt1');
  });

  it('orders providers by TMDB display priority and keeps only the US region', () => {
    const us = mapWatchProviders({
      results: {
        CA: { flatrate: [{ provider_id: 9 }] },
        US: {
          buy: [
            { provider_id: 2, provider_name: 'B', display_priority: 9 },
            { provider_id: 3, provider_name: 'A', display_priority: 1 },
          ],
        },
      },
    }).results.us;
    expect(us.buy.map((p) => p.providerId)).toEqual([3, 2]);
    expect(us.flatrate).toEqual([]);
  });

  it('falls back to TV credits when TMDB sends no aggregate credits', () => {
    const show = mapTvShow({
      id: 1,
      credits: { cast: [{ id: 7, name: 'X', character: 'Y', order: 0 }] },
    });
    expect(show.castAndCrew.cast).toEqual([
      { id: 7, name: 'X', profilePath: null, character: 'Y', order: 0 },
    ]);
  });

  it('gives a TV cast member with no roles an empty character', () => {
    const show = mapTvShow({
      id: 1,
      aggregate_credits: { cast: [{ id: 7, name: 'X', roles: [] }] },
    });
    expect(show.castAndCrew.cast[0]?.character).toBe('');
  });

  it('keeps an episode runtime of 0 or null as null', () => {
    expect(mapEpisode({ id: 1, name: 'S' }, { id: 2, runtime: 0 }).runtime).toBeNull();
    expect(mapEpisode({ id: 1, name: 'S' }, { id: 2, runtime: null }).runtime).toBeNull();
  });

  it('drops person credits of media types we do not show', () => {
    const person = mapPerson({
      id: 1,
      combined_credits: {
        cast: [
          { id: 2, media_type: 'movie' },
          { id: 3, media_type: 'collection' },
        ],
      },
    });
    expect(person.combinedCredits.cast.map((credit) => credit.id)).toEqual([2]);
  });

  it('drops an untyped item from a mixed list rather than guessing its type', () => {
    expect(mapListItem({ id: 1, title: 'T' }, null)).toBeNull();
    expect(mapListItem({ id: 1, title: 'T' }, 'movie')?.mediaType).toBe('movie');
    expect(mapListItem({ id: 1, name: 'N', media_type: 'tv' }, 'movie')?.mediaType).toBe('tv');
  });

  it('reads a page with missing counts as an empty first page', () => {
    expect(mapPage({}, 'tv')).toEqual({ page: 1, totalPages: 0, totalResults: 0, results: [] });
  });
});
