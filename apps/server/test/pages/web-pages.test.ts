/**
 * The web app's pages as a crawler, a chat app's link preview and the app itself receive them:
 * a head made for each details route from the catalogue (fake TMDB), the data the app starts
 * from, 404 for what does not exist, no waiting on a slow catalogue, and the sitemap.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTmdbCatalog } from '../../src/catalog/create-catalog.ts';
import { loadConfig } from '../../src/config.ts';
import { FAKE_TMDB_TOKEN, FakeTmdb } from '../fake-tmdb.ts';
import { buildOfflineApp } from '../helpers.ts';
import { writeBuiltWebApp } from './built-web-app.ts';

const IMAGES = 'https://image.tmdb.org/t/p/w500';
const HOST = 'films.test:8080';
const ORIGIN = `http://${HOST}`;

let tmdb: FakeTmdb;
let work: string;
let app: FastifyInstance;

async function appWith(publicOrigin?: string): Promise<FastifyInstance> {
  const config = loadConfig({
    TMDB_API_TOKEN: FAKE_TMDB_TOKEN,
    TMDB_BASE_URL: tmdb.baseUrl,
    TMDB_TIMEOUT_MS: '3000',
    TMDB_DEADLINE_MS: '5000',
  });
  return buildApp({ catalog: createTmdbCatalog(config.tmdb), webDistDir: work, publicOrigin });
}

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
  work = await writeBuiltWebApp('web-pages');
  app = await appWith();
});
afterAll(async () => {
  await app.close();
  await tmdb.stop();
  await rm(work, { recursive: true, force: true });
});
beforeEach(() => tmdb.reset());

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host: HOST, ...headers } });

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** Every value of a meta tag, in order. */
function metas(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((match) => decode(match[1] ?? ''));
}

const meta = (html: string, key: string) => metas(html, key)[0];
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonical = (html: string) =>
  decode(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '');

function scriptJson(html: string, opening: string): unknown {
  const start = html.indexOf(opening);
  if (start < 0) return undefined;
  const end = html.indexOf('</script>', start);
  return JSON.parse(html.slice(start + opening.length, end));
}

const jsonLd = (html: string) =>
  scriptJson(html, '<script type="application/ld+json">') as Record<string, unknown>;

interface Seed {
  configuration: unknown;
  page?: { query: string; params: Record<string, unknown>; language: string; data: unknown };
}
const seed = (html: string) =>
  scriptJson(html, '<script type="application/json" id="initial-queries">') as Seed;

describe('a movie page', () => {
  it('is titled and described as the app titles it, with an absolute canonical address', async () => {
    const response = await page('/movie/101');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(title(html)).toBe('Orbit of Ash | Media Search');
    expect(metas(html, 'description')).toEqual([
      'A salvage pilot finds a derelict station that still answers her calls.',
    ]);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(canonical(html)).toBe(`${ORIGIN}/movie/101`);
    // The app's shell is still there to start from.
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it('previews in chat apps: Open Graph and a large Twitter card with the poster', async () => {
    const html = (await page('/movie/101')).body;
    expect(meta(html, 'og:type')).toBe('video.movie');
    expect(meta(html, 'og:title')).toBe('Orbit of Ash');
    expect(meta(html, 'og:description')).toMatch(/^A salvage pilot/);
    expect(meta(html, 'og:image')).toBe(`${IMAGES}/orbit-poster.jpg`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/movie/101`);
    expect(meta(html, 'og:site_name')).toBe('Media Search');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('describes the film for search engines as a schema.org Movie', async () => {
    const ld = jsonLd((await page('/movie/101')).body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'Orbit of Ash',
      url: `${ORIGIN}/movie/101`,
      image: `${IMAGES}/orbit-poster.jpg`,
      datePublished: '1999-10-15',
      duration: 'PT139M',
      genre: ['Science Fiction', 'Drama'],
      director: [{ '@type': 'Person', name: 'Aurel Wick' }],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 8.4,
        bestRating: 10,
        ratingCount: 30412,
      },
      sameAs: ['https://www.imdb.com/title/tt9000101/'],
    });
    // The top-billed cast, in billing order, as the page lists them.
    const { castAndCrew } = (await page('/api/movie/101')).json();
    expect(ld.actor).toEqual(
      castAndCrew.cast.slice(0, 10).map(({ id, name }: { id: number; name: string }) => ({
        '@type': 'Person',
        name,
        url: `${ORIGIN}/person/${id}`,
      })),
    );
    expect((ld.actor as unknown[]).length).toBeGreaterThan(1);
  });

  it('hands the app the API’s own answers, so its first screen asks for nothing', async () => {
    const html = (await page('/movie/101')).body;
    const { configuration, page: first } = seed(html);
    expect(configuration).toEqual((await page('/api/configuration')).json());
    expect(first).toEqual({
      query: 'movie',
      params: { id: 101, region: 'US' },
      language: 'en',
      data: (await page('/api/movie/101?region=US')).json(),
    });
  });

  it('is for the watch region the app will use: the browser’s first language with a region', async () => {
    const html = (await page('/movie/101', { 'accept-language': 'fr, de-DE;q=0.9, en-US;q=0.8' }))
      .body;
    const first = seed(html).page;
    expect(first?.params).toEqual({ id: 101, region: 'DE' });
    // Asked, like the app will ask, in the browser's first language the app speaks.
    expect(first?.language).toBe('fr');
    expect(first?.data).toEqual((await page('/api/movie/101?region=DE&language=fr')).json());
  });
});

describe('a page on a repeat visit', () => {
  it('is revalidated, and unchanged costs nothing: 304 with no body', async () => {
    const first = await page('/movie/101');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toMatch(/Accept-Encoding, Accept-Language/);
    const etag = String(first.headers.etag);
    const again = await page('/movie/101', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another watch region is another page.
    const elsewhere = await page('/movie/101', { 'accept-language': 'de-DE' });
    expect(elsewhere.headers.etag).not.toBe(etag);
  });

  it('comes compressed to a browser that takes brotli', async () => {
    const plain = await page('/tv/201');
    const compressed = await page('/tv/201', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the other details pages', () => {
  it('a TV show: video.tv_show, a TVSeries with its creators', async () => {
    const html = (await page('/tv/201')).body;
    expect(title(html)).toBe('Night Shift Diaries | Media Search');
    expect(meta(html, 'og:type')).toBe('video.tv_show');
    expect(meta(html, 'og:image')).toBe(`${IMAGES}/night-poster.jpg`);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'TVSeries',
      name: 'Night Shift Diaries',
      creator: [{ name: 'Aurel Wick' }, { name: 'Juno Brisk' }],
    });
    expect(jsonLd(html)).not.toHaveProperty('endDate');
    expect(seed(html).page).toMatchObject({ query: 'tvShow', params: { id: 201, region: 'US' } });
  });

  it('a season: titled "{show}: Season {n}", a TVSeason of its series', async () => {
    const html = (await page('/tvseason?series=201&season=1')).body;
    expect(title(html)).toBe('Night Shift Diaries: Season 1 | Media Search');
    expect(canonical(html)).toBe(`${ORIGIN}/tvseason?series=201&season=1`);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@type': 'TVSeason',
      seasonNumber: 1,
      numberOfEpisodes: 3,
      partOfSeries: { '@type': 'TVSeries', name: 'Night Shift Diaries', url: `${ORIGIN}/tv/201` },
    });
    expect(seed(html).page).toMatchObject({ query: 'season', params: { series: 201, season: 1 } });
  });

  it('an episode: video.episode with its still, a TVEpisode with director and guest stars', async () => {
    const html = (await page('/tvepisode?series=201&season=1&episode=1')).body;
    expect(title(html)).toBe('Night Shift Diaries: First Call | Media Search');
    expect(meta(html, 'og:type')).toBe('video.episode');
    expect(meta(html, 'og:image')).toBe(`${IMAGES}/e1.jpg`);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'TVEpisode',
      episodeNumber: 1,
      partOfSeason: { seasonNumber: 1 },
      partOfSeries: { name: 'Night Shift Diaries' },
      director: [{ name: 'Aurel Wick' }],
      actor: [{ name: 'Teo Varga' }],
    });
    expect(seed(html).page).toMatchObject({
      query: 'episode',
      params: { series: 201, season: 1, episode: 1 },
    });
  });

  it('a person: a profile, a schema.org Person with their birth date', async () => {
    const html = (await page('/person/301')).body;
    expect(title(html)).toBe('Mara Quill | Media Search');
    expect(meta(html, 'og:type')).toBe('profile');
    // No portrait: no image to promise, and the small card.
    expect(meta(html, 'og:image')).toBeUndefined();
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Person',
      name: 'Mara Quill',
      birthDate: '1981-04-09',
    });
    expect(seed(html).page).toMatchObject({ query: 'person', params: { id: 301 } });
  });

  it('a collection: its films in order', async () => {
    const html = (await page('/collection/501')).body;
    expect(title(html)).toBe('The Orbit Saga | Media Search');
    expect(jsonLd(html)).toMatchObject({ '@type': 'CreativeWorkSeries', name: 'The Orbit Saga' });
    expect((jsonLd(html).hasPart as unknown[]).length).toBe(3);
  });
});

describe('the other screens', () => {
  it('carry the generic head with their own title, and the configuration', async () => {
    const about = (await page('/about')).body;
    expect(title(about)).toBe('About | Media Search');
    expect(meta(about, 'og:type')).toBe('website');
    expect(canonical(about)).toBe(`${ORIGIN}/about`);
    expect(jsonLd(about)).toBeUndefined();
    expect(seed(about)).toEqual({ configuration: (await page('/api/configuration')).json() });
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(title(home.body)).toBe('Search | Media Search');
    expect(meta(home.body, 'description')).toBe('Search and browse movies, TV shows and people.');
  });

  it('use PUBLIC_ORIGIN for their addresses when it is set, whatever the Host', async () => {
    const configured = await appWith('https://media.example');
    try {
      const html = (await configured.inject({ url: '/movie/101', headers: { host: HOST } })).body;
      expect(canonical(html)).toBe('https://media.example/movie/101');
      expect(meta(html, 'og:url')).toBe('https://media.example/movie/101');
    } finally {
      await configured.close();
    }
  });
});

describe('addresses that name nothing', () => {
  it.each([
    ['/movie/999999', 'Movie not found'],
    ['/tv/999999', 'TV show not found'],
    ['/person/999999', 'Person not found'],
    ['/tvepisode?series=201&season=1&episode=99', 'Episode not found'],
  ])('%s answers 404 with the app, titled "%s"', async (url, heading) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(title(response.body)).toBe(`${heading} | Media Search`);
    expect(response.body).toContain('<div id="root">');
    expect(seed(response.body).page).toBeUndefined();
  });

  it('answers 404 for an unreadable id without asking the catalogue', async () => {
    for (const url of ['/movie/abc', '/movie/0', '/person/12abc', '/tvseason?season=1']) {
      expect((await page(url)).statusCode).toBe(404);
    }
    expect(tmdb.requests).toHaveLength(0);
  });
});

describe('on the offline catalogue', () => {
  it('pages are made the same way, and an unknown id is a 404 too', async () => {
    const offline = await buildOfflineApp(path.join(work, 'offline'), { webDistDir: work });
    try {
      const alien = await offline.inject({ url: '/movie/1', headers: { host: HOST } });
      expect(alien.statusCode).toBe(200);
      expect(title(alien.body)).toBe('Alien | Media Search');
      expect(jsonLd(alien.body)).toMatchObject({ '@type': 'Movie', datePublished: '1979-05-25' });
      expect(seed(alien.body).page?.data).toEqual(
        (await offline.inject('/api/movie/1?region=US')).json(),
      );
      const missing = await offline.inject({ url: '/movie/999999', headers: { host: HOST } });
      expect(missing.statusCode).toBe(404);
    } finally {
      await offline.close();
    }
  });
});

describe('hostile text', () => {
  const attack = '</script><script>alert(1)</script><img src=x onerror=alert(2)>"\'&\u2028';

  it('from the catalogue stays text in the head, the JSON-LD and the data', async () => {
    tmdb.serve('movie-108', {
      id: 108,
      title: attack,
      original_title: attack,
      overview: attack,
      tagline: attack,
      poster_path: '/x.jpg" onload="alert(3)',
      vote_average: 5,
      vote_count: 2,
      genres: [{ id: 1, name: attack }],
    });
    const html = (await page('/movie/108')).body;
    // Exactly the page's own scripts: the app's, the JSON-LD and the data.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onload="');
    expect(title(html)).toBe(`${attack} | Media Search`);
    expect(meta(html, 'og:title')).toBe(attack);
    expect(jsonLd(html).name).toBe(attack);
    const data = seed(html).page?.data as { movieDetails: { title: string } };
    expect(data.movieDetails.title).toBe(attack);
  });

  it('in the address or Host header stays text too', async () => {
    const html = (await page('/nowhere?q="><script>alert(1)</script>')).body;
    expect(html.match(/<script/g)).toHaveLength(2);
    const badHost = await page('/about', { host: 'x"><script>alert(1)</script>' });
    expect(badHost.body).not.toContain('<script>alert(1)');
  });
});

describe('a slow catalogue', () => {
  it('holds no page: the generic head goes out within the budget, and the answer still warms the cache', async () => {
    tmdb.latencyMs = 1500;
    const started = performance.now();
    const response = await page('/movie/102');
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(elapsed).toBeLessThan(800);
    expect(title(response.body)).toBe('Media Search');
    expect(seed(response.body).page).toBeUndefined();
    // The app's own request meets the answer the page started, not a second TMDB request.
    const api = await page('/api/movie/102?region=US');
    expect(api.statusCode).toBe(200);
    expect(tmdb.requestsFor('/movie/102')).toHaveLength(1);
  });
});

describe('for search engines', () => {
  it('/sitemap.xml lists the fixed screens and the popular and trending details pages', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((match) => match[1]);
    expect(locs.length).toBe(xml.match(/<url>/g)?.length);
    expect(new Set(locs).size).toBe(locs.length);
    for (const screen of ['/', '/about', '/popular/movies', '/trending/actors']) {
      expect(locs).toContain(`${ORIGIN}${screen}`);
    }
    expect(locs).not.toContain(`${ORIGIN}/favorites`);
    for (const details of ['/movie/101', '/tv/201', '/person/301']) {
      expect(locs).toContain(`${ORIGIN}${details}`);
    }
  });

  it('/robots.txt points at the sitemap and keeps crawlers off the signed-in screens', async () => {
    const response = await page('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /favorites',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});

describe("a page's code to preload", () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)" \/>/g)].map(
      (match) => match[1],
    );

  it("names the screen's code in the head, for a details page and a page without data", async () => {
    const movie = (await page('/movie/101')).body;
    expect(preloads(movie)).toEqual(['/assets/en-screens-x1.js', '/assets/movie.lazy-m1.js']);
    expect(movie.indexOf('modulepreload')).toBeLessThan(movie.indexOf('</head>'));
    expect(preloads((await page('/movie/999999')).body)).toEqual([
      '/assets/en-screens-x1.js',
      '/assets/movie.lazy-m1.js',
    ]);
    expect(preloads((await page('/')).body)).toEqual([]);
  });

  it("names the search screen's home lists, in the UI's language, and no details page's", async () => {
    const fetches = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]*)" \/>/g)].map(
        (match) => match[1],
      );
    const home = (await page('/')).body;
    expect(fetches(home)).toHaveLength(4);
    expect(fetches(home)).toContain('/api/movie/trending?page=1&amp;window=day');
    expect(home.indexOf('as="fetch"')).toBeLessThan(home.indexOf('</head>'));
    const german = (await page('/', { 'accept-language': 'de' })).body;
    expect(fetches(german)).toContain('/api/tvshow/popular?page=1&amp;language=de');
    expect(fetches((await page('/movie/101')).body)).toEqual([]);
  });

  it("names the UI's language's messages for a visitor who reads another", async () => {
    const headers = { 'accept-language': 'fr-FR,fr;q=0.9' };
    expect(preloads((await page('/', headers)).body)).toEqual(['/assets/fr-f1.js']);
    expect(preloads((await page('/movie/101', headers)).body)).toEqual([
      '/assets/fr-f1.js',
      '/assets/movie.lazy-m1.js',
    ]);
  });
});
