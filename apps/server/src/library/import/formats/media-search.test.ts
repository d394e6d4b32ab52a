import { describe, expect, it } from 'vitest';
import { utf8 } from '../../../../test/fixtures/import/uploads.ts';
import type { ExportDocument } from '../../export/export-document.ts';
import { readUpload } from '../read-upload.ts';

/** An export as `GET /api/me/export` writes it, typed by its schema so the two cannot drift. */
const EXPORT: ExportDocument = {
  format: 'media-search',
  version: 1,
  exportedAt: '2024-05-01T10:00:00.000Z',
  favorites: [
    {
      mediaType: 'movie',
      mediaId: 27205,
      title: 'Inception',
      imageUrl: '/poster.jpg',
      addedAt: '2024-01-01T00:00:00.000Z',
    },
    {
      mediaType: 'person',
      mediaId: 5026,
      title: 'Akira Kurosawa',
      imageUrl: '',
      addedAt: '2024-01-02T00:00:00.000Z',
    },
  ],
  watchlist: [
    {
      mediaType: 'tv',
      mediaId: 70523,
      title: 'Dark',
      releaseDate: '2017-12-01',
      posterPath: null,
      voteAverage: 8.4,
      addedAt: '2024-02-01T09:30:00.000Z',
    },
  ],
  history: [
    {
      mediaType: 'movie',
      mediaId: 603,
      seasonNumber: null,
      episodeNumber: null,
      title: 'The Matrix',
      episodeName: null,
      releaseDate: '1999-03-30',
      posterPath: null,
      runtime: 136,
      genreIds: [28, 878],
      watchedOn: '2024-03-03',
      rewatch: true,
      createdAt: '2024-03-03T22:00:00.000Z',
    },
    {
      mediaType: 'episode',
      mediaId: 1396,
      seasonNumber: 1,
      episodeNumber: 1,
      title: 'Breaking Bad',
      episodeName: 'Pilot',
      releaseDate: '2008-01-20',
      posterPath: null,
      runtime: 58,
      genreIds: null,
      watchedOn: '2024-03-04',
      rewatch: false,
      createdAt: '2024-03-04T22:00:00.000Z',
    },
  ],
  ratings: [
    {
      mediaType: 'movie',
      mediaId: 603,
      seasonNumber: null,
      episodeNumber: null,
      title: 'The Matrix',
      episodeName: null,
      releaseDate: '1999-03-30',
      posterPath: null,
      rating: 4.5,
      ratedAt: '2024-03-03T22:05:00.000Z',
    },
  ],
  lists: [
    {
      name: 'Heists',
      description: '',
      public: true,
      createdAt: '2024-04-01T08:00:00.000Z',
      updatedAt: '2024-04-02T08:00:00.000Z',
      items: [
        {
          mediaType: 'movie',
          mediaId: 949,
          title: 'Heat',
          releaseDate: '1995-12-15',
          posterPath: null,
          addedAt: '2024-04-01T08:00:00.000Z',
        },
      ],
    },
  ],
  services: {
    region: 'DE',
    providers: [
      { providerId: 8, providerName: 'Netflix', logoPath: null },
      { providerId: 337, providerName: 'Disney Plus', logoPath: null },
    ],
  },
};

const upload = (value: unknown) =>
  readUpload('media-search-2024-05-01.json', utf8(JSON.stringify(value)));
const FILE = 'media-search-2024-05-01.json';

describe('Media Search’s own export', () => {
  const read = upload(EXPORT);

  it('reads every title by its TMDB type and id, and the services', () => {
    expect(read.format).toBe('media-search');
    expect(read.services).toEqual({ region: 'DE', providerIds: [8, 337] });
    expect(read.items).toEqual([
      {
        kind: 'watchlist',
        ref: { mediaType: 'tv', tmdbId: 70523, title: 'Dark', year: 2017 },
        origin: { file: FILE, row: 1 },
        addedAt: '2024-02-01T09:30:00.000Z',
      },
      {
        kind: 'watched',
        ref: { mediaType: 'movie', tmdbId: 603, title: 'The Matrix', year: 1999 },
        origin: { file: FILE, row: 1 },
        watchedOn: '2024-03-03',
        rewatch: true,
      },
      {
        kind: 'watched',
        ref: {
          mediaType: 'episode',
          title: 'Pilot',
          show: { tmdbId: 1396, title: 'Breaking Bad', year: 2008 },
          seasonNumber: 1,
          episodeNumber: 1,
        },
        origin: { file: FILE, row: 2 },
        watchedOn: '2024-03-04',
        rewatch: false,
      },
      {
        kind: 'rating',
        ref: { mediaType: 'movie', tmdbId: 603, title: 'The Matrix', year: 1999 },
        origin: { file: FILE, row: 1 },
        rating: 4.5,
        ratedAt: '2024-03-03T22:05:00.000Z',
      },
      {
        kind: 'list-item',
        ref: { mediaType: 'movie', tmdbId: 949, title: 'Heat', year: 1995 },
        origin: { file: FILE, row: 1 },
        list: { key: 'lists[1]', name: 'Heists', description: null, public: true },
        position: 1,
      },
    ]);
  });

  it('keeps the favourites as they are, people too', () => {
    expect(read.keptFavorites).toEqual(EXPORT.favorites);
    expect(read.items.filter((item) => item.kind === 'favorite')).toEqual([]);
  });

  it('has no services when the account chose none', () => {
    expect(upload({ ...EXPORT, services: null }).services).toBeNull();
  });

  it('refuses a version it does not know', () => {
    expect(() => upload({ ...EXPORT, version: 2 })).toThrow(
      `${FILE}, field version: version 2 of Media Search's export is not one this app reads (it reads version 1).`,
    );
  });

  it('refuses a row of the wrong type, naming where it stands', () => {
    const broken = { ...EXPORT, watchlist: [{ ...EXPORT.watchlist[0], mediaType: 'episode' }] };
    expect(() => upload(broken)).toThrow(
      `${FILE}, item 1, field watchlist[1].mediaType: “episode” is not one of movie, tv.`,
    );
  });

  it('refuses an export without one of its parts', () => {
    const { history: _history, ...withoutHistory } = EXPORT;
    expect(() => upload(withoutHistory)).toThrow(
      `${FILE}, field history: the field is missing or not a list.`,
    );
  });
});
