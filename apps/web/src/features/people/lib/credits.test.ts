import type { PersonCredit, PersonCrewCredit } from '@media-search/api-client';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import {
  actingCredits,
  chooseDepartment,
  creditsOfType,
  crewCredits,
  defaultCreditType,
  departmentsOf,
  isSelfCredit,
} from './credits.ts';

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
    episodeCount: null,
    voteAverage: 0,
    voteCount: 0,
    ...overrides,
  };
}

function crewCredit(
  overrides: Partial<PersonCrewCredit> & Pick<PersonCrewCredit, 'id' | 'job'>,
): PersonCrewCredit {
  return {
    mediaType: 'movie',
    title: `Title ${overrides.id}`,
    name: null,
    releaseDate: null,
    firstAirDate: null,
    backdropPath: null,
    posterPath: null,
    department: 'Directing',
    episodeCount: null,
    voteAverage: 0,
    voteCount: 0,
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

  it('sorts newest first by release or first-air date, undated first as TMDB does', () => {
    const cast = [
      credit({ id: 1, releaseDate: '1999-10-15' }),
      credit({ id: 2 }),
      credit({ id: 3, releaseDate: '2024-03-02' }),
      credit({ id: 4, releaseDate: '2011-07-01' }),
      credit({ id: 5 }),
    ];
    expect(creditsOfType(cast, 'movie').map((c) => c.id)).toEqual([2, 5, 3, 4, 1]);
    const shows = [
      credit({ id: 5, mediaType: 'tv', firstAirDate: '2015-05-05' }),
      credit({ id: 6, mediaType: 'tv', firstAirDate: '2019-09-09' }),
      credit({ id: 7, mediaType: 'tv' }),
    ];
    expect(creditsOfType(shows, 'tv').map((c) => c.id)).toEqual([7, 6, 5]);
  });
});

describe('isSelfCredit', () => {
  it('recognises people credited as themselves', () => {
    for (const character of ['Self', 'Himself', 'herself', 'Self - Guest', 'Himself (archive)']) {
      expect(isSelfCredit({ character })).toBe(true);
    }
  });

  it('does not mistake characters whose names merely start alike', () => {
    for (const character of ['Selfridge', 'Dee Harlan', '', 'The Selfish Giant']) {
      expect(isSelfCredit({ character })).toBe(false);
    }
  });
});

describe('actingCredits', () => {
  it('tells roles from appearances as self, with "(unknown)" for a missing character', () => {
    const cast = [
      credit({ id: 1, mediaType: 'tv', character: 'Dee Harlan', firstAirDate: '2019-02-03' }),
      credit({ id: 2, mediaType: 'tv', character: 'Self', firstAirDate: '2022-01-01' }),
      credit({ id: 3, mediaType: 'tv', character: '', firstAirDate: '2010-01-01' }),
      credit({ id: 4, mediaType: 'movie', character: 'Pilot' }),
    ];
    const { roles, asSelf } = actingCredits(i18n, cast, 'tv');
    expect(roles.map((c) => [c.id, c.role])).toEqual([
      [1, 'Dee Harlan'],
      [3, '(unknown)'],
    ]);
    expect(asSelf.map((c) => [c.id, c.role])).toEqual([[2, 'Self']]);
  });

  it('keeps the title or the show name and the episode count', () => {
    const cast = [
      credit({ id: 9, mediaType: 'tv', title: null, name: 'Late Show', episodeCount: 4 }),
    ];
    expect(actingCredits(i18n, cast, 'tv').roles[0]).toMatchObject({
      title: 'Late Show',
      episodeCount: 4,
    });
  });
});

describe('crewCredits', () => {
  it('lists each title of the department once with all its jobs, newest first', () => {
    const crew = [
      crewCredit({ id: 1, job: 'Director', releaseDate: '2005-06-15' }),
      crewCredit({ id: 2, job: 'Director', releaseDate: '2014-11-05' }),
      crewCredit({ id: 1, job: 'Second Unit Director', releaseDate: '2005-06-15' }),
      crewCredit({ id: 1, job: 'Director', releaseDate: '2005-06-15' }),
      crewCredit({ id: 2, job: 'Screenplay', department: 'Writing', releaseDate: '2014-11-05' }),
      crewCredit({ id: 3, job: 'Director', mediaType: 'tv', firstAirDate: '2020-01-01' }),
    ];
    expect(crewCredits(i18n, crew, 'movie', 'Directing').map((c) => [c.id, c.role])).toEqual([
      [2, 'Director'],
      [1, 'Director, Second Unit Director'],
    ]);
    expect(crewCredits(i18n, crew, 'movie', 'Writing').map((c) => [c.id, c.role])).toEqual([
      [2, 'Screenplay'],
    ]);
    expect(crewCredits(i18n, crew, 'tv', 'Directing').map((c) => c.id)).toEqual([3]);
  });

  it('counts the episodes of the job that covers most of them, not their sum', () => {
    const crew = [
      crewCredit({ id: 5, mediaType: 'tv', job: 'Director', episodeCount: 3 }),
      crewCredit({ id: 5, mediaType: 'tv', job: 'Series Director', episodeCount: 20 }),
    ];
    expect(crewCredits(i18n, crew, 'tv', 'Directing')).toMatchObject([
      { id: 5, role: 'Director, Series Director', episodeCount: 20 },
    ]);
  });
});

describe('departmentsOf', () => {
  const cast = [credit({ id: 1 }), credit({ id: 2, mediaType: 'tv' })];
  const crew = [
    crewCredit({ id: 3, job: 'Screenplay', department: 'Writing' }),
    crewCredit({ id: 4, job: 'Director' }),
    crewCredit({ id: 5, job: 'Director' }),
    crewCredit({ id: 5, job: 'Producer', department: 'Production' }),
    crewCredit({ id: 6, job: 'Director', mediaType: 'tv' }),
  ];

  it('puts Acting first, then crew departments by how many titles they have', () => {
    expect(departmentsOf({ cast, crew }, 'movie')).toEqual([
      'Acting',
      'Directing',
      'Production',
      'Writing',
    ]);
  });

  it('lists only departments with credits of that media type', () => {
    expect(departmentsOf({ cast, crew }, 'tv')).toEqual(['Acting', 'Directing']);
    expect(departmentsOf({ cast: [], crew }, 'tv')).toEqual(['Directing']);
  });
});

describe('defaultCreditType', () => {
  it('is Movies when they have any movie credit, cast or crew', () => {
    expect(defaultCreditType({ cast: [credit({ id: 1, mediaType: 'tv' })], crew: [] })).toBe('tv');
    expect(
      defaultCreditType({
        cast: [credit({ id: 1, mediaType: 'tv' })],
        crew: [crewCredit({ id: 2, job: 'Director' })],
      }),
    ).toBe('movie');
  });

  it('is Movies for someone with no credits at all', () => {
    expect(defaultCreditType({ cast: [], crew: [] })).toBe('movie');
  });
});

describe('chooseDepartment', () => {
  const departments = ['Acting', 'Directing', 'Writing'];

  it('honours the requested department when they have it', () => {
    expect(chooseDepartment(departments, 'Writing', 'Directing')).toBe('Writing');
  });

  it('falls back to Acting, then the department they are known for, then their first', () => {
    expect(chooseDepartment(departments, 'Sound', null)).toBe('Acting');
    expect(chooseDepartment(['Writing', 'Directing'], undefined, 'Directing')).toBe('Directing');
    expect(chooseDepartment(['Writing', 'Directing'], undefined, 'Acting')).toBe('Writing');
    expect(chooseDepartment([], undefined, 'Acting')).toBeUndefined();
  });
});
