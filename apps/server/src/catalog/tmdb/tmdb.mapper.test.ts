import { describe, expect, it } from 'vitest';
import {
  mapCollection,
  mapEpisode,
  mapFind,
  mapListItem,
  mapMovieRecord,
  mapPage,
  mapPerson,
  mapSeason,
  mapTvShowRecord,
  mapWatchProviders,
  releasesByRegion,
  usCertification,
  usContentRating,
} from './tmdb.mapper.ts';
import type { TmdbCrewCredit, TmdbReleaseDates, TmdbTvShow } from './tmdb.types.ts';

const mapMovie = (movie: Parameters<typeof mapMovieRecord>[0]) => mapMovieRecord(movie).details;
const mapTvShow = (show: TmdbTvShow) => mapTvShowRecord(show).details;

const usReleases = (
  ...releases: { type: number; certification: string; release_date?: string }[]
): TmdbReleaseDates => ({
  results: [
    { iso_3166_1: 'GB', release_dates: [{ type: 3, certification: '15' }] },
    { iso_3166_1: 'US', release_dates: releases },
  ],
});

const crew = (id: number, department: string, job: string): TmdbCrewCredit => ({
  id,
  name: `Person ${id}`,
  department,
  job,
});

describe('TMDB mappers', () => {
  it('fills every field of a bare movie with our defaults', () => {
    expect(mapMovieRecord({ id: 5 })).toEqual({
      details: {
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
          status: '',
          originalLanguage: null,
          homepage: null,
          certification: null,
          collection: null,
        },
        videos: { videos: [] },
        watchProviders: {
          results: { us: { link: null, flatrate: [], ads: [], rent: [], buy: [] } },
          region: null,
        },
        castAndCrew: { cast: [], crew: [], castTotal: 0, crewTotal: 0 },
        keyCrew: [],
        externalIds: {
          imdbId: null,
          wikidataId: null,
          facebookId: null,
          instagramId: null,
          twitterId: null,
          tiktokId: null,
          youtubeId: null,
        },
        images: { backdrops: [], posters: [] },
        recommendations: [],
        similar: [],
      },
      credits: {
        id: 5,
        mediaType: 'movie',
        title: '',
        releaseDate: null,
        posterPath: null,
        cast: [],
        crew: [],
      },
      watchRegions: {},
      releaseRegions: {},
    });
  });

  it('takes the IMDb id from external_ids when the top level lacks it', () => {
    const movie = mapMovie({ id: 1, imdb_id: '', external_ids: { imdb_id: 'tt1' } });
    expect(movie.movieDetails.imdbId).toBe('tt1');
    expect(movie.externalIds.imdbId).toBe('tt1');
  });

  it('reads the external ids TMDB leaves empty as missing', () => {
    const { externalIds } = mapPerson({
      id: 1,
      external_ids: { imdb_id: 'nm1', facebook_id: '', twitter_id: 'handle', youtube_id: null },
    });
    expect(externalIds).toEqual({
      imdbId: 'nm1',
      wikidataId: null,
      facebookId: null,
      instagramId: null,
      twitterId: 'handle',
      tiktokId: null,
      youtubeId: null,
    });
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

  it('keeps an episode runtime of 0 or null as null', () => {
    expect(mapEpisode({ id: 1, name: 'S' }, { id: 2, runtime: 0 }).runtime).toBeNull();
    expect(mapEpisode({ id: 1, name: 'S' }, { id: 2, runtime: null }).runtime).toBeNull();
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

describe('US certification', () => {
  it('prefers the theatrical release over an earlier premiere with its own rating', () => {
    expect(
      usCertification(
        usReleases(
          { type: 1, certification: 'NR', release_date: '1999-09-01T00:00:00.000Z' },
          { type: 3, certification: 'R', release_date: '1999-10-15T00:00:00.000Z' },
          { type: 5, certification: 'Unrated', release_date: '2000-04-25T00:00:00.000Z' },
        ),
      ),
    ).toBe('R');
  });

  it('skips empty certifications, falling back to the earliest release that has one', () => {
    expect(
      usCertification(
        usReleases(
          { type: 5, certification: 'PG', release_date: '2001-03-01T00:00:00.000Z' },
          { type: 3, certification: '', release_date: '2000-06-01T00:00:00.000Z' },
          { type: 4, certification: 'PG-13', release_date: '2000-12-01T00:00:00.000Z' },
          { type: 1, certification: ' ', release_date: '2000-05-01T00:00:00.000Z' },
        ),
      ),
    ).toBe('PG-13');
  });

  it('is null without a US release, or when no US release has one', () => {
    expect(usCertification({ results: [{ iso_3166_1: 'GB', release_dates: [] }] })).toBeNull();
    expect(usCertification(usReleases({ type: 3, certification: '' }))).toBeNull();
    expect(usCertification(undefined)).toBeNull();
  });

  it('gives a show its US content rating, or null', () => {
    const ratings = {
      results: [
        { iso_3166_1: 'DE', rating: '16' },
        { iso_3166_1: 'US', rating: 'TV-MA' },
      ],
    };
    expect(usContentRating(ratings)).toBe('TV-MA');
    expect(usContentRating({ results: [{ iso_3166_1: 'US', rating: '' }] })).toBeNull();
    expect(usContentRating({ results: [{ iso_3166_1: 'FR', rating: '12' }] })).toBeNull();
  });
});

describe('movie cast and crew', () => {
  const movie = mapMovieRecord({
    id: 1,
    title: 'T',
    credits: {
      cast: [
        ...Array.from({ length: 29 }, (_, index) => ({
          id: 100 + index,
          name: `Actor ${index}`,
          character: `Role ${index}`,
          order: index + 1,
        })),
        { id: 105, name: 'Actor 5', character: 'Role 5 (voice)', order: 0 },
      ],
      crew: [
        crew(7, 'Writing', 'Writer'),
        crew(8, 'Sound', 'Original Music Composer'),
        crew(3, 'Directing', 'Director'),
        crew(4, 'Camera', 'Director of Photography'),
        crew(3, 'Writing', 'Screenplay'),
        crew(9, 'Writing', 'Novel'),
        crew(5, 'Directing', 'Director'),
        crew(6, 'Production', 'Producer'),
        crew(6, 'Production', 'Executive Producer'),
        crew(6, 'Production', 'Producer'),
        crew(10, 'Acting', 'Stand In'),
        crew(11, 'Creators', 'Idea'),
        crew(3, 'Production', 'Producer'),
      ],
    },
  });

  it('bills at most 20 people, each once with every character they play', () => {
    const { cast, castTotal } = movie.details.castAndCrew;
    expect(cast).toHaveLength(20);
    expect(castTotal).toBe(29);
    expect(cast[0]).toEqual({
      id: 105,
      name: 'Actor 5',
      profilePath: null,
      character: 'Role 5 (voice) / Role 5',
      order: 0,
    });
    expect(cast.map((member) => member.id)).not.toContain(128);
    expect(movie.credits.cast).toHaveLength(29);
    expect(movie.credits.cast[0]?.roles).toEqual([
      { character: 'Role 5 (voice)', episodeCount: null },
      { character: 'Role 5', episodeCount: null },
    ]);
    expect(movie.credits.cast.at(-1)).toMatchObject({ id: 128, order: 29 });
  });

  it('names the key crew once per person, directors first, then by billing', () => {
    expect(movie.details.keyCrew.map((person) => [person.id, ...person.jobs])).toEqual([
      [3, 'Director', 'Screenplay'],
      [5, 'Director'],
      [7, 'Writer'],
      [9, 'Novel'],
    ]);
    expect(movie.details.castAndCrew.crew.map((member) => [member.id, member.job])).toEqual([
      [3, 'Director'],
      [5, 'Director'],
      [3, 'Screenplay'],
      [7, 'Writer'],
      [9, 'Novel'],
    ]);
    expect(movie.details.castAndCrew.crewTotal).toBe(9);
  });

  it("groups the crew by department in TMDB's order, others after by name", () => {
    expect(movie.credits.crew.map((department) => department.department)).toEqual([
      'Directing',
      'Writing',
      'Production',
      'Camera',
      'Sound',
      'Acting',
      'Creators',
    ]);
  });

  it('lists each person once per department with all their jobs there', () => {
    const production = movie.credits.crew.find((group) => group.department === 'Production');
    expect(production?.people).toEqual([
      {
        id: 6,
        name: 'Person 6',
        profilePath: null,
        jobs: [
          { job: 'Producer', episodeCount: null },
          { job: 'Executive Producer', episodeCount: null },
        ],
        episodeCount: null,
      },
      {
        id: 3,
        name: 'Person 3',
        profilePath: null,
        jobs: [{ job: 'Producer', episodeCount: null }],
        episodeCount: null,
      },
    ]);
    const writing = movie.credits.crew.find((group) => group.department === 'Writing');
    expect(writing?.people.map((person) => person.id)).toEqual([7, 3, 9]);
  });
});

describe('movie extras', () => {
  const listItems = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: from + index, title: `T${from + index}` }));

  it('caps images at 100 of each kind and keeps only those with a file', () => {
    const images = Array.from({ length: 120 }, (_, index) => ({
      file_path: index === 0 ? null : `/i${index}.jpg`,
      width: 1920,
      height: 1080,
    }));
    const movie = mapMovie({ id: 1, images: { backdrops: images, posters: images.slice(0, 3) } });
    expect(movie.images.backdrops).toHaveLength(100);
    expect(movie.images.backdrops[0]).toEqual({ filePath: '/i1.jpg', width: 1920, height: 1080 });
    expect(movie.images.posters.map((image) => image.filePath)).toEqual(['/i1.jpg', '/i2.jpg']);
  });

  it('caps recommendations at 20 and keeps only similar titles not recommended', () => {
    const movie = mapMovie({
      id: 1,
      recommendations: { results: listItems(100, 25) },
      similar: { results: [...listItems(110, 15), ...listItems(200, 30)] },
    });
    expect(movie.recommendations).toHaveLength(20);
    expect(movie.recommendations[0]).toMatchObject({ id: 100, mediaType: 'movie', title: 'T100' });
    // 110..119 are recommended; 120..124 were cut from the recommendations, so they stay.
    expect(movie.similar.map((item) => item.id).slice(0, 6)).toEqual([
      120, 121, 122, 123, 124, 200,
    ]);
    expect(movie.similar).toHaveLength(20);
  });

  it('names the collection a movie belongs to', () => {
    expect(
      mapMovie({ id: 1, belongs_to_collection: { id: 9, name: 'Saga', poster_path: '/p.jpg' } })
        .movieDetails.collection,
    ).toEqual({ id: 9, name: 'Saga', posterPath: '/p.jpg', backdropPath: null });
  });

  it('orders a collection by release date with undated parts last', () => {
    const collection = mapCollection({
      id: 9,
      name: 'Saga',
      parts: [
        { id: 3, title: 'Third', release_date: '' },
        { id: 2, title: 'Second', release_date: '2004-05-01' },
        { id: 4, title: 'Next', release_date: '2031-01-01' },
        { id: 1, title: 'First', release_date: '2001-12-18' },
      ],
    });
    expect(collection.parts.map((part) => [part.id, part.mediaType])).toEqual([
      [1, 'movie'],
      [2, 'movie'],
      [4, 'movie'],
      [3, 'movie'],
    ]);
    expect(collection).toMatchObject({ overview: '', posterPath: null, backdropPath: null });
  });
});

describe('TV shows', () => {
  it('falls back to the latest season credits when TMDB sends no aggregate credits', () => {
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

  it('credits the whole run: every role and job with its episode count', () => {
    const record = mapTvShowRecord({
      id: 1,
      name: 'Show',
      first_air_date: '2011-04-17',
      aggregate_credits: {
        cast: [
          {
            id: 2,
            name: 'B',
            order: 1,
            roles: [
              { character: 'Guard', episode_count: 3 },
              { character: 'Old Guard', episode_count: 1 },
            ],
            total_episode_count: 4,
          },
          { id: 1, name: 'A', order: 0, roles: [{ character: 'Lead', episode_count: 10 }] },
        ],
        crew: [
          {
            id: 5,
            name: 'E',
            department: 'Writing',
            jobs: [
              { job: 'Writer', episode_count: 6 },
              { job: 'Creator', episode_count: 10 },
            ],
            total_episode_count: 10,
          },
          {
            id: 5,
            name: 'E',
            department: 'Directing',
            jobs: [{ job: 'Director', episode_count: 2 }],
            total_episode_count: 2,
          },
        ],
      },
    });
    expect(record.credits).toMatchObject({
      mediaType: 'tv',
      title: 'Show',
      releaseDate: '2011-04-17',
    });
    expect(record.credits.cast.map((member) => [member.id, member.episodeCount])).toEqual([
      [1, 10],
      [2, 4],
    ]);
    expect(record.credits.cast[1]?.roles).toEqual([
      { character: 'Guard', episodeCount: 3 },
      { character: 'Old Guard', episodeCount: 1 },
    ]);
    expect(record.details.castAndCrew.cast[1]?.character).toBe('Guard / Old Guard');
    expect(record.credits.crew).toEqual([
      {
        department: 'Directing',
        people: [
          {
            id: 5,
            name: 'E',
            profilePath: null,
            jobs: [{ job: 'Director', episodeCount: 2 }],
            episodeCount: 2,
          },
        ],
      },
      {
        department: 'Writing',
        people: [
          {
            id: 5,
            name: 'E',
            profilePath: null,
            jobs: [
              { job: 'Writer', episodeCount: 6 },
              { job: 'Creator', episodeCount: 10 },
            ],
            episodeCount: 10,
          },
        ],
      },
    ]);
    expect(record.details.castAndCrew).toMatchObject({ castTotal: 2, crewTotal: 1 });
    expect(record.details.castAndCrew.crew.map((member) => member.job)).toEqual([
      'Director',
      'Writer',
      'Creator',
    ]);
  });
});

describe('neighbouring seasons and episodes', () => {
  const show: TmdbTvShow = {
    id: 1,
    name: 'Show',
    seasons: [
      { id: 13, season_number: 3, episode_count: 5 },
      { id: 10, season_number: 0, episode_count: 2 },
      { id: 11, season_number: 1, episode_count: 3 },
      { id: 12, season_number: 2, episode_count: 0 },
    ],
  };
  const links = (seasonNumber: number, episodeNumber: number) => {
    const episode = mapEpisode(show, {
      id: 99,
      season_number: seasonNumber,
      episode_number: episodeNumber,
    });
    return [episode.previousEpisode, episode.nextEpisode];
  };

  it('steps through a season by number', () => {
    expect(links(1, 2)).toEqual([
      { seasonNumber: 1, episodeNumber: 1 },
      { seasonNumber: 1, episodeNumber: 3 },
    ]);
  });

  it('crosses into the neighbouring regular seasons, empty ones skipped', () => {
    expect(links(1, 3)[1]).toEqual({ seasonNumber: 3, episodeNumber: 1 });
    expect(links(3, 1)[0]).toEqual({ seasonNumber: 1, episodeNumber: 3 });
  });

  it('has nothing before the first episode or after the last, Specials aside', () => {
    expect(links(1, 1)).toEqual([null, { seasonNumber: 1, episodeNumber: 2 }]);
    expect(links(3, 5)).toEqual([{ seasonNumber: 3, episodeNumber: 4 }, null]);
  });

  it('steps through Specials among specials only', () => {
    expect(links(0, 1)).toEqual([null, { seasonNumber: 0, episodeNumber: 2 }]);
    expect(links(0, 2)).toEqual([{ seasonNumber: 0, episodeNumber: 1 }, null]);
  });

  it('links a regular season to the regular seasons either side, and Specials to none', () => {
    const around = (seasonNumber: number) => {
      const season = mapSeason(show, { id: 1, season_number: seasonNumber });
      return [season.previousSeasonNumber, season.nextSeasonNumber];
    };
    expect(around(1)).toEqual([null, 2]);
    expect(around(2)).toEqual([1, 3]);
    expect(around(3)).toEqual([2, null]);
    expect(around(0)).toEqual([null, null]);
  });
});

describe('people', () => {
  const title = (id: number, votes: number, mediaType = 'movie') => ({
    id,
    media_type: mediaType,
    title: `T${id}`,
    vote_count: votes,
    vote_average: 7,
  });

  it('maps cast and crew credits with episode counts and votes', () => {
    const person = mapPerson({
      id: 1,
      combined_credits: {
        cast: [
          { ...title(2, 10, 'tv'), character: 'Lead', episode_count: 8 },
          { ...title(3, 5), character: null },
          { id: 4, media_type: 'collection' },
        ],
        crew: [{ ...title(5, 50), department: 'Directing', job: 'Director' }],
      },
    });
    expect(person.combinedCredits.cast.map((credit) => credit.id)).toEqual([2, 3]);
    expect(person.combinedCredits.cast[0]).toMatchObject({
      mediaType: 'tv',
      character: 'Lead',
      episodeCount: 8,
      voteAverage: 7,
      voteCount: 10,
    });
    expect(person.combinedCredits.cast[1]).toMatchObject({ character: '', episodeCount: null });
    expect(person.combinedCredits.crew).toEqual([
      expect.objectContaining({ id: 5, department: 'Directing', job: 'Director', voteCount: 50 }),
    ]);
  });

  it('knows an actor for their most voted roles, each once, never as themselves', () => {
    const cast = [
      ...Array.from({ length: 10 }, (_, index) => ({
        ...title(10 + index, index),
        character: 'R',
      })),
      { ...title(12, 500), character: 'Second role' },
      { ...title(30, 9000, 'tv'), character: 'Self - Guest' },
    ];
    const { knownFor } = mapPerson({
      id: 1,
      known_for_department: 'Acting',
      combined_credits: { cast, crew: [{ ...title(40, 99999), department: 'Directing' }] },
    });
    expect(knownFor.map((item) => item.id)).toEqual([12, 19, 18, 17, 16, 15, 14, 13]);
    expect(knownFor[0]).toMatchObject({ mediaType: 'movie', title: 'T12', voteAverage: 7 });
  });

  it("knows a director for their department's work", () => {
    const { knownFor } = mapPerson({
      id: 1,
      known_for_department: 'Directing',
      combined_credits: {
        cast: [{ ...title(2, 900), character: 'Cameo' }],
        crew: [
          { ...title(3, 10), department: 'Directing', job: 'Director' },
          { ...title(4, 20), department: 'Writing', job: 'Writer' },
        ],
      },
    });
    expect(knownFor.map((item) => item.id)).toEqual([3]);
  });

  it('keeps profile images that have a file', () => {
    const person = mapPerson({
      id: 1,
      images: { profiles: [{ file_path: '/a.jpg', width: 2, height: 3 }, { file_path: null }] },
    });
    expect(person.profileImages).toEqual([{ filePath: '/a.jpg', width: 2, height: 3 }]);
  });
});

describe('release dates by region', () => {
  it('keeps each region’s first theatrical (limited or wide) and digital release, by date', () => {
    expect(
      releasesByRegion({
        results: [
          {
            iso_3166_1: 'US',
            release_dates: [
              { type: 1, release_date: '2025-01-01T00:00:00.000Z' },
              { type: 4, release_date: '2025-04-01T00:00:00.000Z' },
              { type: 3, release_date: '2025-03-01T00:00:00.000Z' },
              { type: 2, release_date: '2025-02-01T00:00:00.000Z' },
              { type: 4, release_date: '' },
            ],
          },
          { iso_3166_1: 'DE', release_dates: [{ type: 5, release_date: '2025-06-01' }] },
        ],
      }),
    ).toEqual({
      US: [
        { kind: 'theatrical', date: '2025-02-01' },
        { kind: 'digital', date: '2025-04-01' },
      ],
    });
    expect(releasesByRegion(undefined)).toEqual({});
  });
});

describe('mapFind', () => {
  it('takes the movie, else the show, else the episode with its show and place', () => {
    expect(mapFind({ movie_results: [{ id: 550 }], tv_results: [{ id: 1396 }] })).toEqual({
      mediaType: 'movie',
      id: 550,
    });
    expect(mapFind({ movie_results: [], tv_results: [{ id: 1396 }] })).toEqual({
      mediaType: 'tv',
      id: 1396,
    });
    expect(
      mapFind({
        tv_episode_results: [{ id: 62085, show_id: 1396, season_number: 1, episode_number: 2 }],
      }),
    ).toEqual({ mediaType: 'episode', showId: 1396, seasonNumber: 1, episodeNumber: 2 });
  });

  it('finds nothing in empty lists, or in an episode without its show', () => {
    expect(mapFind({ movie_results: [], tv_results: [], tv_episode_results: [] })).toBeNull();
    expect(mapFind({ tv_episode_results: [{ id: 62085, season_number: 1 }] })).toBeNull();
  });
});
