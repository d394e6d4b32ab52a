import type { PersonCredit } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import { creditsOfType } from './credits.ts';

function credit(overrides: Partial<PersonCredit> & Pick<PersonCredit, 'id'>): PersonCredit {
  return {
    mediaType: 'movie',
    title: `Title ${overrides.id}`,
    name: null,
    releaseDate: null,
    firstAirDate: null,
    backdropPath: null,
    posterPath: null,
    character: '',
    ...overrides,
  };
}

describe('creditsOfType', () => {
  it('keeps only the chosen media type', () => {
    const cast = [
      credit({ id: 1, mediaType: 'movie' }),
      credit({ id: 2, mediaType: 'tv', firstAirDate: '2020-01-01' }),
    ];
    expect(creditsOfType(cast, 'movie').map((c) => c.id)).toEqual([1]);
    expect(creditsOfType(cast, 'tv').map((c) => c.id)).toEqual([2]);
  });

  it('lists each title once, keeping its first role', () => {
    const cast = [
      credit({ id: 7, character: 'Pilot', releaseDate: '2001-01-01' }),
      credit({ id: 7, character: 'Narrator', releaseDate: '2001-01-01' }),
    ];
    expect(creditsOfType(cast, 'movie')).toEqual([cast[0]]);
  });

  it('sorts newest first by release or first-air date, undated last', () => {
    const cast = [
      credit({ id: 1, releaseDate: '1999-10-15' }),
      credit({ id: 2 }),
      credit({ id: 3, releaseDate: '2024-03-02' }),
      credit({ id: 4, releaseDate: '2011-07-01' }),
    ];
    expect(creditsOfType(cast, 'movie').map((c) => c.id)).toEqual([3, 4, 1, 2]);
    const shows = [
      credit({ id: 5, mediaType: 'tv', firstAirDate: '2015-05-05' }),
      credit({ id: 6, mediaType: 'tv', firstAirDate: '2019-09-09' }),
    ];
    expect(creditsOfType(shows, 'tv').map((c) => c.id)).toEqual([6, 5]);
  });
});
