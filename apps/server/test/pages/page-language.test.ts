/**
 * The server's pages follow the browser's `Accept-Language` on live TMDB (the fake): the head,
 * its structured data and `<html lang>` in the best of the app's languages, the page's data
 * asked in it and marked with it, `Vary: Accept-Language`. The offline catalogue is English.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { FakeTmdb } from '../fake-tmdb.ts';
import { buildOfflineApp, fakeTmdbConfig } from '../helpers.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Media Search</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const HOST = 'films.test';

let tmdb: FakeTmdb;
let work: string;
let app: FastifyInstance;

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
  work = await mkdtemp(path.join(tmpdir(), 'page-language-'));
  await writeFile(path.join(work, 'index.html'), INDEX_HTML);
  const config = fakeTmdbConfig(tmdb, { TMDB_TIMEOUT_MS: '3000', TMDB_DEADLINE_MS: '5000' });
  app = await buildApp({ catalog: createTmdbCatalog(config.tmdb), webDistDir: work });
});
afterAll(async () => {
  await app.close();
  await tmdb.stop();
  await rm(work, { recursive: true, force: true });
});
beforeEach(async () => {
  tmdb.reset();
  const english = JSON.parse(
    await readFile(
      path.join(import.meta.dirname, '..', 'fixtures', 'tmdb', 'movie-101.json'),
      'utf8',
    ),
  ) as Record<string, unknown>;
  tmdb.serve('movie-101.de-DE', {
    ...english,
    title: 'Asche im Orbit',
    overview: 'Eine Bergungspilotin findet eine verlassene Station, die noch antwortet.',
  });
});

const get = (app: FastifyInstance, url: string, acceptLanguage?: string) =>
  app.inject({
    url,
    headers: { host: HOST, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
  });

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const lang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
function scriptJson(html: string, opening: string): Record<string, unknown> {
  const start = html.indexOf(opening) + opening.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as Record<string, unknown>;
}
const jsonLd = (html: string) => scriptJson(html, '<script type="application/ld+json">');
const seedPage = (html: string) =>
  scriptJson(html, '<script type="application/json" id="initial-queries">').page as {
    language: string;
    data: { movieDetails: { title: string } };
  };

describe('a page on live TMDB', () => {
  it('is in German for a German browser: head, structured data, language and data', async () => {
    const response = await get(app, '/movie/101', 'de-DE,de;q=0.9,en;q=0.8');
    expect(response.headers.vary).toMatch(/\bAccept-Language\b/);
    const html = response.body;
    expect(lang(html)).toBe('de');
    expect(title(html)).toBe('Asche im Orbit | Media Search');
    expect(description(html)).toBe(
      'Eine Bergungspilotin findet eine verlassene Station, die noch antwortet.',
    );
    expect(jsonLd(html)).toMatchObject({ '@type': 'Movie', name: 'Asche im Orbit' });
    const seed = seedPage(html);
    expect(seed.language).toBe('de');
    expect(seed.data).toEqual((await app.inject('/api/movie/101?region=DE&language=de')).json());
  });

  it('is in English, unchanged, for English, for no header and for languages the app lacks', async () => {
    for (const header of ['en-GB', undefined, 'it-IT, ja;q=0.8']) {
      const html = (await get(app, '/movie/101', header)).body;
      expect(lang(html)).toBe('en');
      expect(title(html)).toBe('Orbit of Ash | Media Search');
      expect(seedPage(html).language).toBe('en');
    }
  });

  it('takes the best weighted language, and never one refused with q=0', async () => {
    expect(lang((await get(app, '/movie/101', 'de;q=0.5, fr;q=0.9')).body)).toBe('fr');
    expect(lang((await get(app, '/movie/101', 'es;q=0, en;q=0.2')).body)).toBe('en');
  });

  it('titles the fixed screens and a missing title as the app does in that language', async () => {
    const popular = (await get(app, '/popular/movies', 'es-ES')).body;
    expect(title(popular)).toBe('Películas populares | Media Search');
    expect(description(popular)).toBe('Busca y explora películas, series y personas.');
    tmdb.fail('/movie/999', { kind: 'status', status: 404 });
    const missing = await get(app, '/movie/999', 'fr-FR');
    expect(missing.statusCode).toBe(404);
    expect(title(missing.body)).toBe('Film introuvable | Media Search');
    expect(lang(missing.body)).toBe('fr');
  });
});

describe('a page on the offline catalogue', () => {
  it('stays English, like the demo catalogue and its API, while its data is marked for the language asked', async () => {
    const offline = await buildOfflineApp(path.join(work, 'offline'), { webDistDir: work });
    try {
      const html = (await get(offline, '/movie/1', 'de-DE')).body;
      expect(lang(html)).toBe('en');
      expect(title(html)).toBe('Alien | Media Search');
      const seed = seedPage(html);
      expect(seed.language).toBe('de');
      expect(seed.data.movieDetails.title).toBe('Alien');

      // The API takes the parameter, answers in English, and says it has English only.
      const german = await offline.inject('/api/movie/1?language=de');
      expect(german.statusCode).toBe(200);
      expect(german.json()).toEqual((await offline.inject('/api/movie/1')).json());
      expect((await offline.inject('/api/movie/1?language=xx')).statusCode).toBe(400);
      expect((await offline.inject('/api/configuration')).json().contentLanguages).toEqual(['en']);
    } finally {
      await offline.close();
    }
  });
});
