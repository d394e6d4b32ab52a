/**
 * Answers in the visitor's language: every catalogue route takes `language`, asks TMDB (the
 * fake, over HTTP) in that language, keeps each language's answers apart, and fills a text
 * nobody translated from the English answer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeTmdb } from '../fake-tmdb.ts';
import { buildTestApp } from '../helpers.ts';

/** A fresh app (and so an empty cache) for every test, against one fake TMDB. */
const fake = {} as { tmdb: FakeTmdb; app: FastifyInstance };
beforeAll(async () => {
  fake.tmdb = await FakeTmdb.start();
});
afterAll(() => fake.tmdb.stop());
beforeEach(async () => {
  fake.tmdb.reset();
  fake.app = await buildTestApp(fake.tmdb);
});
afterEach(() => fake.app.close());

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'tmdb', `${name}.json`), 'utf8'),
  ) as Record<string, unknown>;

/** The fake's German answer for movie 101: its own title and overview, no tagline. */
function serveGermanMovie() {
  fake.tmdb.serve('movie-101.de-DE', {
    ...fixture('movie-101'),
    title: 'Asche im Orbit',
    overview: 'Eine Bergungspilotin findet eine verlassene Station, die noch antwortet.',
    tagline: '',
  });
}

describe('language=', () => {
  it.each([
    ['/api/movie/101', '/movie/101'],
    ['/api/movie/101/credits', '/movie/101'],
    ['/api/tvshow/201', '/tv/201'],
    ['/api/tvshow/201/seasons/1', '/tv/201/season/1'],
    ['/api/tvshow/201/seasons/1/episode/1', '/tv/201/season/1/episode/1'],
    ['/api/actor/301', '/person/301'],
    ['/api/collection/501', '/collection/501'],
    ['/api/movie/popular', '/movie/popular'],
    ['/api/tvshow/trending', '/trending/tv/week'],
    ['/api/actor/popular', '/person/popular'],
    ['/api/movie/top-rated', '/movie/top_rated'],
    ['/api/search/orbit', '/search/multi'],
    ['/api/search/movie/orbit', '/search/movie'],
    ['/api/discover/movie', '/discover/movie'],
    ['/api/genres/tv', '/genre/tv/list'],
  ])('%s asks TMDB %s in that language', async (route, tmdbPath) => {
    for (const [language, locale] of [
      ['de', 'de-DE'],
      ['fr', 'fr-FR'],
      ['es', 'es-ES'],
    ] as const) {
      const response = await fake.app.inject(`${route}?language=${language}`);
      expect(response.statusCode).toBe(200);
      const asked = fake.tmdb.requestsFor(tmdbPath).map((call) => call.query.get('language'));
      expect(asked).toContain(locale);
    }
  });

  it('asks TMDB in American English without it, exactly as before', async () => {
    await fake.app.inject('/api/movie/101');
    const [call] = fake.tmdb.requestsFor('/movie/101');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      language: 'en-US',
      append_to_response:
        'videos,credits,watch/providers,external_ids,release_dates,recommendations,similar,images',
      include_image_language: 'en,null',
    });
  });

  it('asks for images and videos in the language and in English', async () => {
    await fake.app.inject('/api/movie/101?language=de');
    const [call] = fake.tmdb.requestsFor('/movie/101');
    expect(call?.query.get('include_image_language')).toBe('de,en,null');
    expect(call?.query.get('include_video_language')).toBe('de,en,null');
  });

  it('keeps German and English apart: two requests, two TMDB calls, then both from the cache', async () => {
    serveGermanMovie();
    const german = await fake.app.inject('/api/movie/101?language=de');
    const english = await fake.app.inject('/api/movie/101?language=en');
    expect(german.json().movieDetails.title).toBe('Asche im Orbit');
    expect(english.json().movieDetails.title).toBe('Orbit of Ash');
    expect(fake.tmdb.requestsFor('/movie/101').map((call) => call.query.get('language'))).toEqual([
      'de-DE',
      'en-US',
    ]);

    const germanAgain = await fake.app.inject('/api/movie/101?language=de');
    const englishAgain = await fake.app.inject('/api/movie/101');
    expect(germanAgain.headers['x-cache']).toBe('hit');
    expect(germanAgain.json().movieDetails.title).toBe('Asche im Orbit');
    expect(englishAgain.headers['x-cache']).toBe('hit');
    expect(englishAgain.json().movieDetails.title).toBe('Orbit of Ash');
    expect(fake.tmdb.requestsFor('/movie/101')).toHaveLength(2);
  });

  it('remembers a missing title per language', async () => {
    fake.tmdb.fail('/movie/999', { kind: 'status', status: 404 });
    expect((await fake.app.inject('/api/movie/999?language=de')).statusCode).toBe(404);
    expect((await fake.app.inject('/api/movie/999?language=de')).statusCode).toBe(404);
    expect((await fake.app.inject('/api/movie/999')).statusCode).toBe(404);
    expect(fake.tmdb.requestsFor('/movie/999').map((call) => call.query.get('language'))).toEqual([
      'de-DE',
      'en-US',
    ]);
  });

  it('fills a text nobody translated from the English answer', async () => {
    serveGermanMovie();
    const { movieDetails } = (await fake.app.inject('/api/movie/101?language=de')).json();
    expect(movieDetails.title).toBe('Asche im Orbit');
    expect(movieDetails.overview).toBe(
      'Eine Bergungspilotin findet eine verlassene Station, die noch antwortet.',
    );
    expect(movieDetails.tagline).toBe('Nothing in orbit stays lost.');
  });

  it('fills an empty overview in a season’s episodes from the English season, by episode', async () => {
    const season = fixture('tv-201-season-1') as { episodes: Record<string, unknown>[] };
    fake.tmdb.serve('tv-201-season-1.de-DE', {
      ...season,
      name: 'Staffel 1',
      episodes: season.episodes.map((episode, index) => ({
        ...episode,
        name: index === 0 ? 'Erster Anruf' : '',
        overview: '',
      })),
    });
    const { name, episodes } = (
      await fake.app.inject('/api/tvshow/201/seasons/1?language=de')
    ).json();
    const { episodes: english } = (await fake.app.inject('/api/tvshow/201/seasons/1')).json();
    expect(name).toBe('Staffel 1');
    expect(episodes[0].name).toBe('Erster Anruf');
    expect(episodes.slice(1).map((e: { name: string }) => e.name)).toEqual(
      english.slice(1).map((e: { name: string }) => e.name),
    );
    expect(episodes.map((e: { overview: string }) => e.overview)).toEqual(
      english.map((e: { overview: string }) => e.overview),
    );
  });

  it('asks nothing more when the translation is whole', async () => {
    fake.tmdb.serve('movie-101.de-DE', { ...fixture('movie-101'), title: 'Asche im Orbit' });
    await fake.app.inject('/api/movie/101?language=de');
    expect(fake.tmdb.requestsFor('/movie/101')).toHaveLength(1);
  });

  it.each(['/api/movie/101', '/api/movie/popular', '/api/search/orbit', '/api/genres/movie'])(
    '%s?language=xx is a 400 naming the parameter',
    async (route) => {
      const response = await fake.app.inject(`${route}?language=xx`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
      expect(response.json().message).toMatch(/\blanguage\b/);
      expect(fake.tmdb.requests).toHaveLength(0);
    },
  );

  it('tells the web app which languages the catalogue answers in', async () => {
    const configuration = (await fake.app.inject('/api/configuration')).json();
    expect(configuration.contentLanguages).toEqual(['en', 'de', 'fr', 'es']);
  });
});
