/** The JSON export on SQLite and PostgreSQL: every kind, in the contract's shape (version 1). */
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import {
  ExportDocumentSchema,
  type ExportDocument,
} from '../../src/library/export/export-document.ts';
import { accountDataHarnesses } from './account-data-harness.ts';

const check = Compile(ExportDocumentSchema);

describe.each(accountDataHarnesses())('the JSON export on %s', (_kind, open) => {
  const harness = open();

  it('holds every kind the user keeps, oldest first, as an attachment no one caches', async () => {
    await harness.fill('jan', 'jan');
    await harness.fill('kim', 'kim');
    const answer = await harness.call('jan', 'GET', '/api/me/export');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="media-search-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = answer.json<ExportDocument>();
    expect(check.Check(document)).toBe(true);
    expect(document).toMatchObject({ format: 'media-search', version: 1 });
    expect(document.favorites).toEqual([
      {
        mediaType: 'movie',
        mediaId: 101,
        title: '+jan favourite',
        imageUrl: '/orbit-poster.jpg',
        addedAt: expect.any(String),
      },
    ]);
    expect(document.watchlist.map((item) => `${item.mediaType}/${item.mediaId}`)).toEqual([
      'movie/103',
      'tv/202',
    ]);
    expect(document.watchlist[0]).toMatchObject({
      title: expect.any(String),
      voteAverage: expect.any(Number),
    });
    const movieWatches = document.history.filter((watch) => watch.mediaType === 'movie');
    expect(movieWatches.map(({ watchedOn, rewatch }) => ({ watchedOn, rewatch }))).toEqual([
      { watchedOn: '2024-01-02', rewatch: false },
      { watchedOn: '2024-03-04', rewatch: true },
    ]);
    const episodes = document.history.filter((watch) => watch.mediaType === 'episode');
    expect(episodes.length).toBeGreaterThan(0);
    expect(episodes[0]).toMatchObject({ mediaId: 201, seasonNumber: 1, episodeNumber: 1 });
    expect(
      document.ratings.map(({ mediaType, mediaId, seasonNumber, episodeNumber, rating }) => ({
        mediaType,
        mediaId,
        seasonNumber,
        episodeNumber,
        rating,
      })),
    ).toEqual([
      { mediaType: 'movie', mediaId: 101, seasonNumber: null, episodeNumber: null, rating: 4.5 },
      { mediaType: 'episode', mediaId: 201, seasonNumber: 1, episodeNumber: 2, rating: 2 },
    ]);
    expect(document.lists).toEqual([
      {
        name: '=jan',
        description: '@jan notes',
        public: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        items: [
          expect.objectContaining({ mediaType: 'movie', mediaId: 104 }),
          expect.objectContaining({ mediaType: 'tv', mediaId: 201 }),
        ],
      },
    ]);
    expect(document.services).toEqual({
      region: 'US',
      providers: [expect.objectContaining({ providerId: 8 })],
    });
    // Nothing of the other user's.
    expect(JSON.stringify(document)).not.toContain('kim');
  });

  it('exports an empty account as empty lists', async () => {
    const document = (await harness.call('lou', 'GET', '/api/me/export')).json<ExportDocument>();
    expect(document).toEqual({
      format: 'media-search',
      version: 1,
      exportedAt: expect.any(String),
      favorites: [],
      watchlist: [],
      history: [],
      ratings: [],
      lists: [],
      services: null,
    });
  });

  it('needs a valid token', async () => {
    const answer = await harness.first.inject({ method: 'GET', url: '/api/me/export' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
