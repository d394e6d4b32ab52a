/**
 * How little the server asks of TMDB: the latency it adds to a miss over the fake TMDB's own
 * answer, single-flight under a burst, requests per details screen, and TMDB calls per page
 * view over a browse session, cold and warm.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAKE_TMDB_TOKEN, FakeTmdb } from '../test/fake-tmdb.ts';
import { startServer, type Running } from './processes.ts';
import { percentile } from './stats.ts';

/** The API calls each screen of a realistic visit makes, in order (the SPA caches repeats). */
const BROWSE_SESSION: string[][] = [
  ['/api/configuration', '/api/search/orbit'],
  ['/api/movie/101'],
  ['/api/movie/101/credits'],
  ['/api/collection/501'],
  ['/api/actor/301'],
  ['/api/tvshow/201'],
  ['/api/tvshow/201/credits'],
  ['/api/tvshow/201/seasons/1'],
  ['/api/tvshow/201/seasons/1/episode/1'],
  ['/api/tvshow/201/seasons/1/episode/2'],
  ['/api/movie/popular'],
  ['/api/movie/popular?page=2'],
  ['/api/tvshow/trending'],
  ['/api/actor/popular'],
  ['/api/search/night'],
  ['/api/movie/102'],
];

export interface UpstreamEconomyResult {
  fakeP50: number;
  serverMissP50: number;
  addedP50: number;
  burstUpstreamCalls: number;
  perScreen: { screen: string; calls: number }[];
  /** TMDB requests a credits page adds once its details screen was seen (target 0). */
  creditsAfterDetails: { screen: string; calls: number }[];
  coldCallsPerView: number;
  warmCallsPerView: number;
}

async function timeMs(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - started;
}

export async function benchUpstreamEconomy(samples = 300): Promise<UpstreamEconomyResult> {
  const tmdb = await FakeTmdb.start();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-upstream-'));
  let server: Running | undefined;
  const fresh = async () => {
    await server?.stop();
    tmdb.reset();
    await rm(path.join(work, 'data'), { recursive: true, force: true });
    server = await startServer({
      TMDB_API_TOKEN: FAKE_TMDB_TOKEN,
      TMDB_BASE_URL: tmdb.baseUrl,
      DATA_DIR: path.join(work, 'data'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      TMDB_REQUESTS_PER_SECOND: '40',
    });
    return server.origin;
  };
  try {
    let origin = await fresh();
    // Every sample a different text, so each is a miss that reaches TMDB.
    const fake: number[] = [];
    const viaServer: number[] = [];
    for (let i = 0; i < samples; i++) {
      fake.push(await timeMs(`${tmdb.baseUrl}/search/movie?query=orbit-direct-${i}&page=1`));
      viaServer.push(await timeMs(`${origin}/api/search/movie/orbit-via-${i}`));
      // Below TMDB's rate limit, which the server enforces by making faster callers wait.
      await new Promise((resolve) => setTimeout(resolve, 1000 / 30));
    }

    origin = await fresh();
    tmdb.latencyMs = 50;
    await Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`${origin}/api/movie/101`).then((r) => r.arrayBuffer()),
      ),
    );
    const burstUpstreamCalls = tmdb.requestsFor('/movie/101').length;
    tmdb.latencyMs = 0;

    const perScreen: { screen: string; calls: number }[] = [];
    for (const screen of [
      '/api/movie/101',
      '/api/tvshow/201',
      '/api/actor/301',
      '/api/tvshow/201/seasons/1',
      '/api/collection/501',
    ]) {
      origin = await fresh();
      await fetch(`${origin}${screen}`).then((r) => r.arrayBuffer());
      perScreen.push({ screen, calls: tmdb.requests.length });
    }

    const creditsAfterDetails: { screen: string; calls: number }[] = [];
    for (const details of ['/api/movie/101', '/api/tvshow/201']) {
      origin = await fresh();
      await fetch(`${origin}${details}`).then((r) => r.arrayBuffer());
      const before = tmdb.requests.length;
      await fetch(`${origin}${details}/credits`).then((r) => r.arrayBuffer());
      creditsAfterDetails.push({
        screen: `${details}/credits`,
        calls: tmdb.requests.length - before,
      });
    }

    origin = await fresh();
    const session = async () => {
      const before = tmdb.requests.length;
      for (const view of BROWSE_SESSION) {
        await Promise.all(view.map((url) => fetch(`${origin}${url}`).then((r) => r.arrayBuffer())));
      }
      return (tmdb.requests.length - before) / BROWSE_SESSION.length;
    };
    const coldCallsPerView = await session();
    const warmCallsPerView = await session();

    const fakeP50 = percentile(fake, 50);
    const serverMissP50 = percentile(viaServer, 50);
    return {
      fakeP50,
      serverMissP50,
      addedP50: serverMissP50 - fakeP50,
      burstUpstreamCalls,
      perScreen,
      creditsAfterDetails,
      coldCallsPerView,
      warmCallsPerView,
    };
  } finally {
    await server?.stop();
    await tmdb.stop();
    await rm(work, { recursive: true, force: true });
  }
}
