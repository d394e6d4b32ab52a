/**
 * Matching imported titles (issue 31) on both catalogues and both databases: the offline demo
 * pack and the fake TMDB over real HTTP, the match cache in SQLite and in a real PostgreSQL. A
 * second matcher on the same database, with a catalogue that has kept nothing, stands for a
 * re-import after a restart or on another replica: it must ask the catalogue nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../src/catalog/catalog.ts';
import { createOfflineCatalog, createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { BadRequestError, UpstreamError } from '../../src/errors.ts';
import type { TitleRef } from '../../src/library/import/import-items.ts';
import { MatchCache } from '../../src/library/import/match-cache.ts';
import { TitleMatcher, type MatchOutcome } from '../../src/library/import/title-matcher.ts';
import type { LibraryDatabase } from '../../src/library/library-database.ts';
import { openLibraryDatabase } from '../../src/library/library-store.ts';
import { FakeTmdb } from '../fake-tmdb.ts';
import { fakeTmdbConfig } from '../helpers.ts';
import {
  postgresAvailable,
  startPostgres,
  type PostgresServer,
} from '../support/postgres-server.ts';

const DEMO_PACK = path.join(import.meta.dirname, '..', '..', 'packs', 'demo');
const withPostgres = postgresAvailable() || Boolean(process.env.CI);

let work: string;
let postgres: PostgresServer | undefined;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'title-matcher-'));
  if (withPostgres) postgres = await startPostgres();
});
afterAll(async () => {
  postgres?.stop();
  await rm(work, { recursive: true, force: true });
});

/** The catalogue with every call it is asked counted, by method name. */
function counted(catalog: Catalog): { catalog: Catalog; calls: string[] } {
  const calls: string[] = [];
  const proxy = new Proxy(catalog, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { catalog: proxy, calls };
}

const movie = (title: string, year?: number): TitleRef => ({ mediaType: 'movie', title, year });

/** What an outcome comes to, in a line a test can compare. */
function summary(outcome: MatchOutcome): string {
  if (outcome.status !== 'matched')
    return `${outcome.status}: ${outcome.candidates.map((c) => `${c.mediaType} ${c.mediaId}`).join(', ')}`;
  const { facts, episode } = outcome;
  return `${facts.mediaType} ${facts.mediaId} ${facts.title}${episode ? ` s${episode.seasonNumber}e${episode.episodeNumber} ${episode.name}` : ''}`;
}

describe.each(['SQLite', ...(withPostgres ? ['PostgreSQL'] : [])])('on %s', (kind) => {
  let db: LibraryDatabase;
  beforeAll(async () => {
    db = await openLibraryDatabase({
      databaseUrl: kind === 'PostgreSQL' ? postgres?.url : undefined,
      dataDir: path.join(work, kind),
    });
  });
  afterAll(async () => {
    await db.close();
  });

  describe('the match cache', () => {
    it('keeps the first outcome found for a key', async () => {
      const cache = new MatchCache(db);
      await cache.put('imdb:tt0000001', { status: 'unmatched', candidates: [] });
      await cache.put('imdb:tt0000001', { status: 'ambiguous', candidates: [] });
      expect(await cache.get('imdb:tt0000001')).toEqual({ status: 'unmatched', candidates: [] });
      expect(await cache.get('imdb:tt0000002')).toBeUndefined();
    });
  });

  describe('on the offline demo pack', () => {
    let pack: Catalog;
    beforeAll(async () => {
      pack = await createOfflineCatalog(DEMO_PACK, path.join(work, `pack-${kind}`));
    });
    afterAll(async () => {
      await pack.close();
    });

    const refs: [string, TitleRef, string][] = [
      ['a Letterboxd title and year', movie('Fight Club', 1999), 'movie 550 Fight Club'],
      [
        'a title in other capitals and marks',
        movie('SCHINDLER’S LIST', 1993),
        "movie 424 Schindler's List",
      ],
      ['a title with "The" at its end', movie('Godfather, The', 1972), 'movie 238 The Godfather'],
      ['a title without a year only one title has', movie('Dune'), 'movie 438631 Dune'],
      ["a movie's IMDb id", { mediaType: 'movie', imdbId: 'tt0137523' }, 'movie 550 Fight Club'],
      [
        "a show's IMDb id, whatever the file thought it was",
        { mediaType: 'unknown', imdbId: 'tt0903747' },
        'tv 1396 Breaking Bad',
      ],
      ['a TMDB id', { mediaType: 'movie', tmdbId: 603 }, 'movie 603 The Matrix'],
      [
        'an unknown type by title (movies, then shows)',
        { mediaType: 'unknown', title: 'Breaking Bad', year: 2008 },
        'tv 1396 Breaking Bad',
      ],
      [
        "an episode by its show's TMDB id",
        { mediaType: 'episode', show: { tmdbId: 1396 }, seasonNumber: 1, episodeNumber: 1 },
        'tv 1396 Breaking Bad s1e1 Pilot',
      ],
      [
        "an episode by its show's IMDb id",
        { mediaType: 'episode', show: { imdbId: 'tt0903747' }, seasonNumber: 1, episodeNumber: 2 },
        "tv 1396 Breaking Bad s1e2 Cat's in the Bag...",
      ],
      [
        "an episode by its show's title",
        {
          mediaType: 'episode',
          show: { title: 'Breaking Bad', year: 2008 },
          seasonNumber: 2,
          episodeNumber: 1,
        },
        'tv 1396 Breaking Bad s2e1 Seven Thirty-Seven',
      ],
      [
        'a TMDB id the pack lacks, by its IMDb id',
        { mediaType: 'movie', tmdbId: 999_999_999, imdbId: 'tt0133093', title: 'The Matrix' },
        'movie 603 The Matrix',
      ],
      [
        'an IMDb id the pack lacks, by its title',
        { mediaType: 'movie', imdbId: 'tt9999999', title: 'Jaws', year: 1975 },
        'movie 578 Jaws',
      ],
      ['a year off by one', movie('The Dark Knight', 2007), 'ambiguous: movie 155'],
      ['a title the pack lacks', movie('Zzyzx Road Qwv', 2006), 'unmatched: '],
      [
        'an episode the pack has not',
        { mediaType: 'episode', show: { tmdbId: 1396 }, seasonNumber: 5, episodeNumber: 1 },
        'unmatched: tv 1396',
      ],
    ];

    it.each(refs)('matches %s', async (_name, ref, expected) => {
      const matcher = new TitleMatcher(pack, new MatchCache(db));
      expect(summary(await matcher.match(ref))).toBe(expected);
    });

    it('gives facts for a show and an episode, read from the pack', async () => {
      const outcome = await new TitleMatcher(pack, new MatchCache(db)).match({
        mediaType: 'episode',
        show: { tmdbId: 1396 },
        seasonNumber: 1,
        episodeNumber: 1,
      });
      expect(outcome).toMatchObject({
        status: 'matched',
        facts: {
          mediaType: 'tv',
          mediaId: 1396,
          title: 'Breaking Bad',
          releaseDate: '2008-01-20',
          runtime: null,
        },
        episode: { seasonNumber: 1, episodeNumber: 1, name: 'Pilot', airDate: '2008-01-20' },
      });
      expect(outcome.status === 'matched' && outcome.facts.genreIds.length).toBeGreaterThan(0);
    });

    it('matches the same references again without asking the catalogue', async () => {
      const { catalog, calls } = counted(pack);
      const matcher = new TitleMatcher(catalog, new MatchCache(db));
      const again = await Promise.all(refs.map(([, ref]) => matcher.match(ref)));
      expect(again.map(summary)).toEqual(refs.map(([, , expected]) => expected));
      expect(calls).toEqual([]);
    });

    it('gives facts for a chosen candidate once, then from the cache', async () => {
      const first = counted(pack);
      const { facts, episode } = await new TitleMatcher(first.catalog, new MatchCache(db)).chosen(
        { mediaType: 'tv', title: 'Wire' },
        'tv',
        1438,
      );
      expect(facts).toMatchObject({ mediaType: 'tv', mediaId: 1438, title: 'The Wire' });
      expect(episode).toBeNull();
      expect(first.calls).toEqual(['tvShow']);
      const second = counted(pack);
      const matcher = new TitleMatcher(second.catalog, new MatchCache(db));
      expect((await matcher.chosen({ mediaType: 'unknown' }, 'tv', 1438)).facts).toEqual(facts);
      expect(second.calls).toEqual([]);
      await expect(matcher.chosen({ mediaType: 'movie' }, 'movie', 999_999_998)).rejects.toThrow(
        BadRequestError,
      );
    });

    it("takes a show chosen for an episode's row as that episode of it", async () => {
      const matcher = new TitleMatcher(pack, new MatchCache(db));
      const row = { mediaType: 'episode', seasonNumber: 1, episodeNumber: 2 } as const;
      const { facts, episode } = await matcher.chosen(row, 'tv', 1438);
      expect(facts).toMatchObject({ mediaId: 1438, title: 'The Wire' });
      expect(episode).toMatchObject({ seasonNumber: 1, episodeNumber: 2 });
      await expect(matcher.chosen(row, 'movie', 550)).rejects.toThrow(BadRequestError);
      await expect(matcher.chosen({ ...row, seasonNumber: 90 }, 'tv', 1438)).rejects.toThrow(
        /no episode 2 in season 90/,
      );
    });
  });

  describe('on TMDB (the fake, over HTTP)', () => {
    let tmdb: FakeTmdb;
    const catalogs: Catalog[] = [];
    /** A live catalogue with nothing kept, as after a restart or on another replica. */
    const freshCatalog = () => {
      const catalog = createTmdbCatalog(fakeTmdbConfig(tmdb).tmdb);
      catalogs.push(catalog);
      return catalog;
    };
    beforeAll(async () => {
      tmdb = await FakeTmdb.start();
      tmdb.serve('find-tt9990011', {
        movie_results: [],
        tv_results: [],
        tv_episode_results: [{ id: 7001, show_id: 201, season_number: 1, episode_number: 2 }],
      });
    });
    afterAll(async () => {
      await Promise.all(catalogs.map((catalog) => catalog.close()));
      await tmdb.stop();
    });

    const refs: [string, TitleRef, string][] = [
      ['a title and year', movie('Orbit of Ash', 1999), 'movie 101 Orbit of Ash'],
      [
        'a title in other capitals and marks',
        movie('ORBIT OF ASH!', 1999),
        'movie 101 Orbit of Ash',
      ],
      ["a movie's IMDb id", { mediaType: 'movie', imdbId: 'tt9000101' }, 'movie 101 Orbit of Ash'],
      ["a show's IMDb id", { mediaType: 'tv', imdbId: 'tt9000201' }, 'tv 201 Night Shift Diaries'],
      [
        "an episode's own IMDb id",
        { mediaType: 'episode', imdbId: 'tt9990011' },
        'tv 201 Night Shift Diaries s1e2 Low Tide',
      ],
      [
        "an episode by its show's TMDB id",
        { mediaType: 'episode', show: { tmdbId: 201 }, seasonNumber: 1, episodeNumber: 1 },
        'tv 201 Night Shift Diaries s1e1 First Call',
      ],
      ['a TMDB id', { mediaType: 'movie', tmdbId: 103 }, 'movie 103 Paper Kites'],
      [
        'an unknown type by title',
        { mediaType: 'unknown', title: 'Night Shift Diaries', year: 2019 },
        'tv 201 Night Shift Diaries',
      ],
      [
        'a title several shows are close to',
        { mediaType: 'tv', title: 'Orbit', year: 2021 },
        'ambiguous: tv 208, tv 202',
      ],
      ['a year two off', movie('Orbit of Ash', 1997), 'unmatched: '],
      ['an IMDb id TMDB does not know', { mediaType: 'movie', imdbId: 'tt0000404' }, 'unmatched: '],
    ];

    it.each(refs)('matches %s', async (_name, ref, expected) => {
      const matcher = new TitleMatcher(freshCatalog(), new MatchCache(db));
      expect(summary(await matcher.match(ref))).toBe(expected);
    });

    it('asks TMDB about IMDb ids only', async () => {
      tmdb.requests.length = 0;
      expect(await freshCatalog().findByImdbId('nm0000093')).toBeNull();
      expect(await freshCatalog().findByImdbId('tt9000101')).toEqual({
        mediaType: 'movie',
        id: 101,
      });
      expect(tmdb.requests.map((request) => request.path)).toEqual(['/find/tt9000101']);
    });

    it('searches the year, then the years either side', async () => {
      tmdb.requests.length = 0;
      await new TitleMatcher(freshCatalog(), new MatchCache(db)).match(movie('Orbit of Ash', 2000));
      expect(
        tmdb
          .requestsFor('/search/movie')
          .map((request) => request.query.get('primary_release_year')),
      ).toEqual(['2000', '1999', '2001']);
    });

    it('asks TMDB nothing for references matched before', async () => {
      tmdb.requests.length = 0;
      const matcher = new TitleMatcher(freshCatalog(), new MatchCache(db));
      const again = await Promise.all(refs.map(([, ref]) => matcher.match(ref)));
      expect(again.map(summary)).toEqual(refs.map(([, , expected]) => expected));
      expect((await matcher.chosen({ mediaType: 'movie' }, 'movie', 103)).facts).toMatchObject({
        title: 'Paper Kites',
      });
      expect(tmdb.requests).toEqual([]);
    });

    it('throws while TMDB fails, and keeps nothing of it', async () => {
      tmdb.fail('/search/movie', { kind: 'status', status: 503 }, 3);
      const ref = movie('Tidewater', 2011);
      await expect(new TitleMatcher(freshCatalog(), new MatchCache(db)).match(ref)).rejects.toThrow(
        UpstreamError,
      );
      tmdb.requests.length = 0;
      // No fixture answers a search for Tidewater: TMDB found nothing, which is kept.
      expect(summary(await new TitleMatcher(freshCatalog(), new MatchCache(db)).match(ref))).toBe(
        'unmatched: ',
      );
      expect(tmdb.requestsFor('/search/movie').length).toBe(3);
    });
  });
});
