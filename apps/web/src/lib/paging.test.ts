import type { SearchResult } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import { flattenResults, nextPageParam } from './paging.ts';

const result = (id: number, mediaType: SearchResult['mediaType'] = 'movie'): SearchResult => ({
  id,
  mediaType,
  title: `Title ${id}`,
  name: null,
  overview: '',
  backdropPath: null,
  posterPath: null,
  profilePath: null,
  releaseDate: null,
  firstAirDate: null,
  voteAverage: null,
  popularity: 1,
  knownForDepartment: null,
});

describe('nextPageParam', () => {
  it('asks for the next page while the page is below totalPages', () => {
    expect(nextPageParam({ page: 1, totalPages: 3, results: [result(1)] })).toBe(2);
    expect(nextPageParam({ page: 3, totalPages: 3, results: [result(3)] })).toBeUndefined();
    expect(nextPageParam({ page: 1, totalPages: 0, results: [] })).toBeUndefined();
  });

  it('ends at an empty page, even one TMDB counts before its last', () => {
    expect(nextPageParam({ page: 2, totalPages: 5, results: [] })).toBeUndefined();
  });
});

describe('flattenResults', () => {
  it('joins pages in order and drops repeats of the same item', () => {
    const pages = [
      { page: 1, totalPages: 2, results: [result(1), result(2)] },
      { page: 2, totalPages: 2, results: [result(2), result(2, 'tv'), result(3)] },
    ];
    expect(flattenResults(pages).map((r) => `${r.mediaType}-${r.id}`)).toEqual([
      'movie-1',
      'movie-2',
      'tv-2',
      'movie-3',
    ]);
  });
});
