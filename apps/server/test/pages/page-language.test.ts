/**
 * The server's pages follow the browser's `Accept-Language` on live TMDB (the fake): the render
 * is asked for the page in the best of the app's languages and the watch region the browser's
 * languages name, `<html lang>` states that language, the API answers the render in it, and
 * the page varies by it. The offline catalogue's API answers in English whatever is asked.
 * (What the head says in each language is the web app's to test: apps/web/src/page-heads.test.tsx.)
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { FakeTmdb } from '../fake-tmdb.ts';
import { buildOfflineApp, fakeTmdbConfig } from '../helpers.ts';
import {
  API_READING_RENDER,
  pageData,
  takeRenderRequests,
  writeBuiltWebApp,
} from './built-web-app.ts';

const HOST = 'films.test';

let tmdb: FakeTmdb;
let work: string;
let offlineWork: string;
let app: FastifyInstance;

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
  const files = { 'ssr/entry-server.js': API_READING_RENDER };
  work = await writeBuiltWebApp('page-language', files);
  // The offline app's own copy: a build's render module keeps the site it was configured with.
  offlineWork = await writeBuiltWebApp('page-language-offline', files);
  const config = fakeTmdbConfig(tmdb, { TMDB_TIMEOUT_MS: '3000', TMDB_DEADLINE_MS: '5000' });
  app = await buildApp({ catalog: createTmdbCatalog(config.tmdb), webDistDir: work });
  // A first TMDB request can take longer than a render may wait for it on a busy machine.
  await app.inject('/api/movie/105');
});
afterAll(async () => {
  await app.close();
  await tmdb.stop();
  await rm(work, { recursive: true, force: true });
  await rm(offlineWork, { recursive: true, force: true });
});
beforeEach(async () => {
  tmdb.reset();
  takeRenderRequests();
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

const lang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The language and watch region each render since the last call was asked for. */
const renderedFor = () =>
  takeRenderRequests().map(({ language, watchRegion }) => ({ language, watchRegion }));

describe('a page on live TMDB', () => {
  it('is in German for a German browser: the render, its data and the document’s language', async () => {
    const response = await get(app, '/movie/101', 'de-DE,de;q=0.9,en;q=0.8');
    expect(response.headers.vary).toMatch(/\bAccept-Language\b/);
    expect(renderedFor()).toEqual([{ language: 'de', watchRegion: 'DE' }]);
    const html = response.body;
    expect(lang(html)).toBe('de');
    expect(title(html)).toBe('Asche im Orbit | Media Search');
    expect(pageData(html)).toEqual(
      (await app.inject('/api/movie/101?region=DE&language=de')).json(),
    );
  });

  it('is in English, unchanged, for English, for no header and for languages the app lacks', async () => {
    for (const header of ['en-GB', undefined, 'it-IT, ja;q=0.8']) {
      const html = (await get(app, '/movie/101', header)).body;
      expect(lang(html), header).toBe('en');
      expect(title(html), header).toBe('Orbit of Ash | Media Search');
    }
    expect(renderedFor().map(({ language }) => language)).toEqual(['en', 'en', 'en']);
  });

  it('takes the best weighted language, and never one refused with q=0', async () => {
    expect(lang((await get(app, '/movie/101', 'de;q=0.5, fr;q=0.9')).body)).toBe('fr');
    expect(lang((await get(app, '/movie/101', 'es;q=0, en;q=0.2')).body)).toBe('en');
  });

  it('is for the watch region the app will use: the browser’s first language with a region', async () => {
    const html = (await get(app, '/movie/101', 'fr, de-DE;q=0.9, en-US;q=0.8')).body;
    // In the browser's first language the app speaks, for the region of the first that has one.
    expect(renderedFor()).toEqual([{ language: 'fr', watchRegion: 'DE' }]);
    expect(lang(html)).toBe('fr');
    expect(pageData(html)).toEqual(
      (await app.inject('/api/movie/101?region=DE&language=fr')).json(),
    );
  });

  it('a missing page is a 404 in the browser’s language too', async () => {
    tmdb.fail('/movie/999', { kind: 'status', status: 404 });
    const missing = await get(app, '/movie/999', 'fr-FR');
    expect(missing.statusCode).toBe(404);
    expect(lang(missing.body)).toBe('fr');
    const nowhere = await get(app, '/no/such/screen', 'es-ES');
    expect(nowhere.statusCode).toBe(404);
    expect(lang(nowhere.body)).toBe('es');
  });

  it('the app’s shell states the browser’s language as well', async () => {
    tmdb.latencyMs = 1500;
    const shell = await get(app, '/movie/102', 'de-DE');
    expect(shell.body).toContain('<div id="root"></div>');
    expect(lang(shell.body)).toBe('de');
  });
});

describe('a page on the offline catalogue', () => {
  it('is rendered in the language asked, while its catalogue text stays English, like its API', async () => {
    const offline = await buildOfflineApp(path.join(offlineWork, 'offline'), {
      webDistDir: offlineWork,
    });
    try {
      const html = (await get(offline, '/movie/1', 'de-DE')).body;
      expect(renderedFor()).toEqual([{ language: 'de', watchRegion: 'DE' }]);
      expect(lang(html)).toBe('de');
      expect(title(html)).toBe('Alien | Media Search');
      expect(pageData(html)).toMatchObject({ movieDetails: { title: 'Alien' } });

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
