/** Prometheus metrics at /metrics: who may read them, and what they count. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app.ts';
import { RedisSharedCache } from '../../src/cache/shared-cache.ts';
import { createTmdbCatalog, type CatalogHooks } from '../../src/catalog/create-catalog.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { SqliteFavoritesStore } from '../../src/favorites/sqlite-favorites-store.ts';
import { LibraryStore } from '../../src/library/library-store.ts';
import { SqliteLibraryDatabase } from '../../src/library/sqlite-library-database.ts';
import { Metrics } from '../../src/metrics/metrics.ts';
import { FakeTmdb } from '../fake-tmdb.ts';
import { buildOfflineApp, fakeTmdbConfig } from '../helpers.ts';
import { redisAvailable, startRedis } from '../support/redis-server.ts';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const ELSEWHERE = '203.0.113.7';
const HOUR = 3_600_000;

let tmdb: FakeTmdb;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  tmdb = await FakeTmdb.start();
});
afterAll(() => tmdb.stop());
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  tmdb.reset();
});

/** The app as server.ts wires it: one Metrics for the catalogue, the store and HTTP. */
async function buildMeteredApp(
  env: Record<string, string> = {},
  hooks: CatalogHooks = {},
  extra: Partial<AppDependencies> = {},
): Promise<{ app: FastifyInstance; metrics: Metrics }> {
  const config = fakeTmdbConfig(tmdb, env);
  const metrics = extra.metrics ?? new Metrics();
  const app = await buildApp({
    catalog: createTmdbCatalog(config.tmdb, { ...hooks, metrics }),
    metrics,
    metricsToken: config.metricsToken,
    ...extra,
  });
  apps.push(app);
  return { app, metrics };
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Reads Prometheus's text format the way a scraper does: one sample per line. */
function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [
          label[1],
          label[2],
        ]),
      );
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const response = await app.inject('/metrics');
  expect(response.statusCode).toBe(200);
  return parseSamples(response.body);
}

/** The value of the one sample named `name` whose labels include `labels`; 0 when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value ?? 0;
}

describe('who may read /metrics', () => {
  const fromElsewhere = (headers: Record<string, string> = {}): InjectOptions => ({
    url: '/metrics',
    remoteAddress: ELSEWHERE,
    headers,
  });

  it('answers a scraper on this machine in the Prometheus text format', async () => {
    const { app } = await buildMeteredApp();
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await app.inject({ url: '/metrics', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    }
  });

  it('answers anyone else as if there were no such path', async () => {
    const { app } = await buildMeteredApp();
    const response = await app.inject(fromElsewhere());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'There is no GET /metrics.',
    });
    const unknown = await app.inject({ url: '/no-such-path', remoteAddress: ELSEWHERE });
    expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
  });

  it('refuses a loopback request that a proxy on this machine relayed', async () => {
    const { app } = await buildMeteredApp();
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const response = await app.inject({ url: '/metrics', headers: { [header]: ELSEWHERE } });
      expect(response.statusCode, header).toBe(404);
    }
  });

  it('answers METRICS_TOKEN from anywhere, and refuses a wrong or missing one', async () => {
    const { app } = await buildMeteredApp({ METRICS_TOKEN: TOKEN });
    const authorized = await app.inject(fromElsewhere({ authorization: `Bearer ${TOKEN}` }));
    expect(authorized.statusCode).toBe(200);
    expect(authorized.body).toContain('media_search_http_requests_total');
    const relayed = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': ELSEWHERE },
    });
    expect(relayed.statusCode).toBe(200);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, 'Bearer']) {
      const refused = await app.inject(fromElsewhere({ authorization }));
      expect(refused.statusCode, authorization).toBe(404);
    }
    expect((await app.inject(fromElsewhere())).statusCode).toBe(404);
  });

  it('takes no token when none is configured', async () => {
    const { app } = await buildMeteredApp();
    const response = await app.inject(fromElsewhere({ authorization: 'Bearer ' }));
    expect(response.statusCode).toBe(404);
  });

  it('refuses a METRICS_TOKEN short enough to guess at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: `${TOKEN} ${TOKEN}` })).toThrow(
      'METRICS_TOKEN must be at least 32 characters, without spaces',
    );
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });

  it('is left out of the OpenAPI document', async () => {
    const { app } = await buildMeteredApp();
    const document = (await app.inject('/api/openapi.json')).json();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    expect(Object.keys(document.paths)).toContain('/api/movie/{externalId}');
  });

  it('is not held back by the /api rate limit', async () => {
    const { app } = await buildMeteredApp({}, {}, { rateLimit: { perMinute: 1 } });
    expect((await app.inject('/api/movie/101')).statusCode).toBe(200);
    expect((await app.inject('/api/movie/101')).statusCode).toBe(429);
    for (let scrapes = 0; scrapes < 3; scrapes++) await scrape(app);
  });
});

describe('what /metrics counts', () => {
  it('counts requests and their latency by route pattern and status, never by raw URL', async () => {
    const { app } = await buildMeteredApp();
    await app.inject('/api/movie/101');
    await app.inject('/api/movie/102');
    await app.inject('/api/movie/999999');
    await app.inject('/api/no-such-thing');
    const samples = await scrape(app);
    const movie = { method: 'GET', route: '/api/movie/:externalId' };
    expect(
      valueOf(samples, 'media_search_http_requests_total', { ...movie, status_code: '200' }),
    ).toBe(2);
    expect(
      valueOf(samples, 'media_search_http_requests_total', { ...movie, status_code: '404' }),
    ).toBe(1);
    expect(
      valueOf(samples, 'media_search_http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBe(1);
    expect(
      valueOf(samples, 'media_search_http_request_duration_seconds_count', {
        ...movie,
        status_code: '200',
      }),
    ).toBe(2);
    expect(
      valueOf(samples, 'media_search_http_request_duration_seconds_bucket', {
        ...movie,
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(2);
    expect(
      valueOf(samples, 'media_search_http_request_duration_seconds_sum', {
        ...movie,
        status_code: '200',
      }),
    ).toBeGreaterThan(0);
    const routes = samples.flatMap((sample) => sample.labels.route ?? []);
    expect(routes.filter((route) => /101|102|999999|no-such-thing/.test(route))).toEqual([]);
  });

  it("labels the OpenID provider's answers, and its 429s, by its mount", async () => {
    const metrics = new Metrics();
    const app = await buildOfflineApp(mkdtempSync(path.join(tmpdir(), 'metrics-oidc-')), {
      metrics,
      rateLimit: { perMinute: 100, signInPerMinute: 1 },
    });
    apps.push(app);
    const discovery = '/oidc/.well-known/openid-configuration';
    const statuses = [];
    for (let request = 0; request < 2; request++)
      statuses.push((await app.inject(discovery)).statusCode);
    expect(statuses).toEqual([200, 429]);
    const samples = await scrape(app);
    const provider = { method: 'GET', route: '/oidc/*' };
    expect(
      valueOf(samples, 'media_search_http_requests_total', { ...provider, status_code: '200' }),
    ).toBe(1);
    expect(valueOf(samples, 'media_search_rate_limited_total', { route: '/oidc/*' })).toBe(1);
  });

  it('counts cache hits, misses and stale answers in memory', async () => {
    let offset = 0;
    const { app } = await buildMeteredApp({}, { now: () => Date.now() + offset });
    await app.inject('/api/movie/101');
    await app.inject('/api/movie/101');
    await app.inject('/api/movie/101');
    let samples = await scrape(app);
    const memory = (result: string) =>
      valueOf(samples, 'media_search_cache_lookups_total', { tier: 'memory', result });
    expect([memory('miss'), memory('hit'), memory('stale')]).toEqual([1, 2, 0]);

    offset = 14 * HOUR; // past the details' 12 h freshness plus its jitter
    tmdb.fail('/movie/101', { kind: 'hang' });
    expect((await app.inject('/api/movie/101')).headers['x-cache']).toBe('stale');
    samples = await scrape(app);
    expect(memory('stale')).toBe(1);
  });

  const withRedis = redisAvailable() || Boolean(process.env.CI);
  it.runIf(withRedis)('counts the Redis tier apart from memory', async () => {
    const redis = await startRedis();
    try {
      const replica = async (offsetMs = 0) => {
        const shared = new RedisSharedCache(redis.url, () => undefined);
        const built = await buildMeteredApp({}, { shared, now: () => Date.now() + offsetMs });
        built.app.addHook('onClose', () => shared.close());
        // Until its connection is up, a replica reads Redis as a miss.
        expect(await shared.connected()).toBe(true);
        return built;
      };
      const [a, b] = [await replica(), await replica()];
      await a.app.inject('/api/movie/103');
      expect((await b.app.inject('/api/movie/103')).headers['x-cache']).toBe('hit');
      const [fromA, fromB] = [await scrape(a.app), await scrape(b.app)];
      const lookups = (samples: Sample[], tier: string, result: string) =>
        valueOf(samples, 'media_search_cache_lookups_total', { tier, result });
      expect(lookups(fromA, 'memory', 'miss')).toBe(1);
      expect(lookups(fromA, 'redis', 'miss')).toBe(1);
      expect(lookups(fromB, 'memory', 'miss')).toBe(1);
      expect(lookups(fromB, 'redis', 'hit')).toBe(1);
      expect(lookups(fromB, 'redis', 'miss')).toBe(0);

      // A replica whose clock is past the answer's freshness, with TMDB failing: Redis's
      // expired copy is served.
      const late = await replica(14 * HOUR);
      tmdb.fail('/movie/103', { kind: 'status', status: 503 });
      expect((await late.app.inject('/api/movie/103')).headers['x-cache']).toBe('stale');
      const fromLate = await scrape(late.app);
      expect(lookups(fromLate, 'redis', 'stale')).toBe(1);
      expect(lookups(fromLate, 'redis', 'miss')).toBe(0);
    } finally {
      await Promise.all(apps.splice(0).map((app) => app.close()));
      await redis.stop();
    }
  });

  it('counts TMDB calls, retries, errors and the circuit breaker opening', async () => {
    const { app } = await buildMeteredApp({ TMDB_BREAKER_FAILURES: '1' });
    await app.inject('/api/movie/101');
    let samples = await scrape(app);
    expect(valueOf(samples, 'media_search_tmdb_circuit_state', { state: 'closed' })).toBe(1);

    tmdb.fail('/movie/102', { kind: 'status', status: 503 });
    expect((await app.inject('/api/movie/102')).statusCode).toBe(502);
    expect((await app.inject('/api/movie/103')).statusCode).toBe(503);
    samples = await scrape(app);
    const tmdbCalls = (outcome: string) =>
      valueOf(samples, 'media_search_tmdb_calls_total', { outcome });
    expect([tmdbCalls('ok'), tmdbCalls('error')]).toEqual([1, 2]);
    expect(valueOf(samples, 'media_search_tmdb_errors_total', { failure: 'unreachable' })).toBe(1);
    expect(valueOf(samples, 'media_search_tmdb_errors_total', { failure: 'circuit-open' })).toBe(1);
    expect(valueOf(samples, 'media_search_tmdb_retries_total', { failure: 'unreachable' })).toBe(2);
    expect(valueOf(samples, 'media_search_tmdb_call_duration_seconds_count')).toBe(3);
    expect(valueOf(samples, 'media_search_tmdb_circuit_state', { state: 'open' })).toBe(1);
    expect(valueOf(samples, 'media_search_tmdb_circuit_state', { state: 'closed' })).toBe(0);
  });

  it('counts answers refused with 429 by route', async () => {
    const { app } = await buildMeteredApp({}, {}, { rateLimit: { perMinute: 2 } });
    const statuses = [];
    for (let request = 0; request < 4; request++)
      statuses.push((await app.inject('/api/movie/101')).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const samples = await scrape(app);
    expect(
      valueOf(samples, 'media_search_rate_limited_total', { route: '/api/movie/:externalId' }),
    ).toBe(2);
  });

  it('counts the favourites database failing', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'metrics-db-'));
    const metrics = new Metrics();
    const store = new SqliteFavoritesStore(path.join(directory, 'favorites.sqlite'));
    const { app } = await buildMeteredApp(
      {},
      {},
      { metrics, favorites: metrics.countDatabaseErrors(store) },
    );
    expect((await app.inject('/api/ready')).json().checks.database).toBe('ok');
    await store.close();
    expect((await app.inject('/api/ready')).json().checks.database).toBe('down');
    const samples = await scrape(app);
    expect(
      valueOf(samples, 'media_search_database_errors_total', {
        store: 'sqlite',
        operation: 'ping',
      }),
    ).toBe(1);
    // The app closes its store too, which is closed already.
    apps.splice(apps.indexOf(app), 1);
    await expect(app.close()).rejects.toThrow(/not open/);
  });

  it('counts the library database failing, and reports the server unready', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'metrics-library-'));
    const metrics = new Metrics();
    const db = new SqliteLibraryDatabase(path.join(directory, 'library.sqlite'));
    const { app } = await buildMeteredApp(
      {},
      {},
      { metrics, library: new LibraryStore(metrics.countLibraryDatabaseErrors(db)) },
    );
    expect((await app.inject('/api/ready')).json()).toMatchObject({
      status: 'ready',
      checks: { library: 'ok' },
    });
    await db.close();
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { library: 'down' } });
    const samples = await scrape(app);
    expect(
      valueOf(samples, 'media_search_database_errors_total', {
        store: 'sqlite',
        operation: 'library_ping',
      }),
    ).toBe(1);
    // The app closes its store too, which is closed already.
    apps.splice(apps.indexOf(app), 1);
    await expect(app.close()).rejects.toThrow(/not open/);
  });
});
