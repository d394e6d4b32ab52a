import { describe, expect, it } from 'vitest';
import { utf8, zipOf } from '../../../../test/fixtures/import/uploads.ts';
import type { ImportItem } from '../import-items.ts';
import { readUpload } from '../read-upload.ts';

const INCEPTION = {
  title: 'Inception',
  year: 2010,
  ids: { trakt: 16662, slug: 'inception-2010', imdb: 'tt1375666', tmdb: 27205 },
};
const THE_MATRIX = {
  title: 'The Matrix',
  year: 1999,
  ids: { trakt: 481, slug: 'the-matrix-1999', imdb: 'tt0133093', tmdb: 603 },
};
const HEAT = {
  title: 'Heat',
  year: 1995,
  ids: { trakt: 755, slug: 'heat-1995', imdb: 'tt0113277', tmdb: 949 },
};
const BREAKING_BAD = {
  title: 'Breaking Bad',
  year: 2008,
  ids: { trakt: 1388, slug: 'breaking-bad', tvdb: 81189, imdb: 'tt0903747', tmdb: 1396 },
};
const DARK = {
  title: 'Dark',
  year: 2017,
  ids: { trakt: 123517, slug: 'dark', tvdb: 334824, imdb: 'tt5753856', tmdb: 70523 },
};
const PILOT = {
  season: 1,
  number: 1,
  title: 'Pilot',
  ids: { trakt: 73482, tvdb: 349232, imdb: 'tt0959621', tmdb: 62085 },
};

const HISTORY = [
  {
    id: 9001,
    watched_at: '2023-05-02T21:10:00.000Z',
    action: 'watch',
    type: 'movie',
    movie: INCEPTION,
  },
  {
    id: 9002,
    watched_at: '2023-05-03T20:00:00.000Z',
    action: 'scrobble',
    type: 'episode',
    episode: PILOT,
    show: BREAKING_BAD,
  },
  {
    id: 9003,
    watched_at: '2019-01-12T19:30:00.000Z',
    action: 'checkin',
    type: 'movie',
    movie: INCEPTION,
  },
];

const WATCHED_MOVIES = [
  {
    plays: 2,
    last_watched_at: '2023-05-02T21:10:00.000Z',
    last_updated_at: '2023-05-02T21:10:00.000Z',
    movie: INCEPTION,
  },
];

const WATCHED_SHOWS = [
  {
    plays: 2,
    last_watched_at: '2023-05-04T20:00:00.000Z',
    last_updated_at: '2023-05-04T20:00:00.000Z',
    show: BREAKING_BAD,
    seasons: [
      {
        number: 1,
        episodes: [
          { number: 1, plays: 1, last_watched_at: '2023-05-03T20:00:00.000Z' },
          { number: 2, plays: 1, last_watched_at: '2023-05-04T20:00:00.000Z' },
        ],
      },
    ],
  },
];

const RATINGS_MOVIES = [
  { rated_at: '2023-05-03T08:00:00.000Z', rating: 9, type: 'movie', movie: INCEPTION },
];
const RATINGS_EPISODES = [
  {
    rated_at: '2023-05-04T08:00:00.000Z',
    rating: 8,
    type: 'episode',
    episode: PILOT,
    show: BREAKING_BAD,
  },
];
const RATINGS_SEASONS = [
  {
    rated_at: '2023-05-05T08:00:00.000Z',
    rating: 10,
    type: 'season',
    season: { number: 1, ids: { trakt: 3950, tvdb: 30272, tmdb: 3572 } },
    show: BREAKING_BAD,
  },
];
const WATCHLIST_SHOWS = [
  {
    rank: 1,
    id: 501,
    listed_at: '2022-12-24T10:00:00.000Z',
    notes: null,
    type: 'show',
    show: DARK,
  },
];
const LISTS = [
  {
    name: 'Heists',
    description: 'Plans that go wrong.',
    privacy: 'public',
    ids: { trakt: 777, slug: 'heists' },
  },
];
const HEISTS = [
  { rank: 1, id: 601, listed_at: '2022-01-01T12:00:00.000Z', type: 'movie', movie: HEAT },
  {
    rank: 2,
    id: 602,
    listed_at: '2022-01-01T12:01:00.000Z',
    type: 'person',
    person: { name: 'Michael Mann' },
  },
  { rank: 3, id: 603, listed_at: '2022-01-01T12:02:00.000Z', type: 'movie', movie: THE_MATRIX },
];

const json = (value: unknown) => utf8(JSON.stringify(value, null, 2));

const INCEPTION_REF = {
  mediaType: 'movie',
  tmdbId: 27205,
  imdbId: 'tt1375666',
  title: 'Inception',
  year: 2010,
};
const BREAKING_BAD_SHOW = { tmdbId: 1396, imdbId: 'tt0903747', title: 'Breaking Bad', year: 2008 };
const PILOT_REF = {
  mediaType: 'episode',
  imdbId: 'tt0959621',
  title: 'Pilot',
  show: BREAKING_BAD_SHOW,
  seasonNumber: 1,
  episodeNumber: 1,
};

describe('Trakt export zip', () => {
  const upload = readUpload(
    'trakt-export.zip',
    zipOf({
      'history.json': json(HISTORY),
      'watched-movies.json': json(WATCHED_MOVIES),
      'watched-shows.json': json(WATCHED_SHOWS),
      'ratings-movies.json': json(RATINGS_MOVIES),
      'ratings-shows.json': json([]),
      'ratings-episodes.json': json(RATINGS_EPISODES),
      'ratings-seasons.json': json(RATINGS_SEASONS),
      'watchlist-movies.json': json([]),
      'watchlist-shows.json': json(WATCHLIST_SHOWS),
      'lists-lists.json': json(LISTS),
      'lists-heists.json': json(HEISTS),
      'user-profile.json': json({ username: 'ada' }),
    }),
  );
  const ofKind = <K extends ImportItem['kind']>(kind: K) =>
    upload.items.filter((item): item is Extract<ImportItem, { kind: K }> => item.kind === kind);

  it('reads as Trakt', () => {
    expect(upload.format).toBe('trakt');
    expect(upload.services).toBeNull();
  });

  it('takes every play from the history, not again from the watched summaries', () => {
    expect(ofKind('watched')).toEqual([
      {
        kind: 'watched',
        ref: INCEPTION_REF,
        origin: { file: 'history.json', row: 1 },
        watchedOn: '2023-05-02',
        rewatch: true,
      },
      {
        kind: 'watched',
        ref: PILOT_REF,
        origin: { file: 'history.json', row: 2 },
        watchedOn: '2023-05-03',
        rewatch: false,
      },
      {
        kind: 'watched',
        ref: INCEPTION_REF,
        origin: { file: 'history.json', row: 3 },
        watchedOn: '2019-01-12',
        rewatch: false,
      },
    ]);
  });

  it('halves ratings of movies and episodes and skips a season’s', () => {
    expect(ofKind('rating')).toEqual([
      {
        kind: 'rating',
        ref: INCEPTION_REF,
        origin: { file: 'ratings-movies.json', row: 1 },
        rating: 4.5,
        ratedAt: '2023-05-03T08:00:00.000Z',
      },
      {
        kind: 'rating',
        ref: PILOT_REF,
        origin: { file: 'ratings-episodes.json', row: 1 },
        rating: 4,
        ratedAt: '2023-05-04T08:00:00.000Z',
      },
    ]);
  });

  it('takes the watchlist, and a list with its name and privacy from lists-lists.json', () => {
    expect(ofKind('watchlist')).toEqual([
      {
        kind: 'watchlist',
        ref: { mediaType: 'tv', tmdbId: 70523, imdbId: 'tt5753856', title: 'Dark', year: 2017 },
        origin: { file: 'watchlist-shows.json', row: 1 },
        addedAt: '2022-12-24T10:00:00.000Z',
      },
    ]);
    const list = {
      key: 'lists-heists.json',
      name: 'Heists',
      description: 'Plans that go wrong.',
      public: true,
    };
    expect(ofKind('list-item')).toEqual([
      {
        kind: 'list-item',
        ref: { mediaType: 'movie', tmdbId: 949, imdbId: 'tt0113277', title: 'Heat', year: 1995 },
        origin: { file: 'lists-heists.json', row: 1 },
        list,
        position: 1,
      },
      {
        kind: 'list-item',
        ref: {
          mediaType: 'movie',
          tmdbId: 603,
          imdbId: 'tt0133093',
          title: 'The Matrix',
          year: 1999,
        },
        origin: { file: 'lists-heists.json', row: 3 },
        list,
        position: 3,
      },
    ]);
  });

  it('counts what it skipped: the season rating and the person in the list', () => {
    expect(upload.skipped).toBe(2);
  });
});

describe('Trakt files on their own', () => {
  it('reads the watched summaries when there is no history: each episode, dated its last play', () => {
    const upload = readUpload(
      'trakt.zip',
      zipOf({
        'watched-movies.json': json(WATCHED_MOVIES),
        'watched-shows.json': json(WATCHED_SHOWS),
      }),
    );
    expect(upload.items).toEqual([
      {
        kind: 'watched',
        ref: INCEPTION_REF,
        origin: { file: 'watched-movies.json', row: 1 },
        watchedOn: '2023-05-02',
        rewatch: false,
      },
      {
        kind: 'watched',
        ref: { mediaType: 'episode', show: BREAKING_BAD_SHOW, seasonNumber: 1, episodeNumber: 1 },
        origin: { file: 'watched-shows.json', row: 1 },
        watchedOn: '2023-05-03',
        rewatch: false,
      },
      {
        kind: 'watched',
        ref: { mediaType: 'episode', show: BREAKING_BAD_SHOW, seasonNumber: 1, episodeNumber: 2 },
        origin: { file: 'watched-shows.json', row: 1 },
        watchedOn: '2023-05-04',
        rewatch: false,
      },
    ]);
  });

  it('reads one JSON file by its name', () => {
    const upload = readUpload('ratings-movies.json', json(RATINGS_MOVIES));
    expect(upload.format).toBe('trakt');
    expect(upload.items.map((item) => item.kind)).toEqual(['rating']);
  });

  it('tells a renamed file by the fields of its entries', () => {
    const upload = readUpload('export (3).json', json(HISTORY));
    expect(upload.items.map((item) => item.kind)).toEqual(['watched', 'watched', 'watched']);
  });

  it('names a list with no lists-lists.json after its file', () => {
    const upload = readUpload('lists-heists.json', json(HEISTS));
    const first = upload.items[0];
    expect(first?.kind === 'list-item' && first.list).toEqual({
      key: 'lists-heists.json',
      name: 'heists',
      description: null,
      public: false,
    });
  });

  it('refuses an entry without its date, naming the item and field', () => {
    const broken = HISTORY.map((entry, index) =>
      index === 1 ? { ...entry, watched_at: null } : entry,
    );
    expect(() => readUpload('history.json', json(broken))).toThrow(
      'history.json, item 2, field watched_at: the field is missing or not text.',
    );
  });

  it('refuses a rating of 11, naming the item and field', () => {
    const broken = [{ ...RATINGS_MOVIES[0], rating: 11 }];
    expect(() => readUpload('ratings-movies.json', json(broken))).toThrow(
      'ratings-movies.json, item 1, field rating: “11” is not a rating from 1 to 10.',
    );
  });
});
