/**
 * Cached API throughput: `GET /api/movie/{id}` answered from cache by the real server, beside
 * a bare Fastify route answering the same bytes, both loaded by autocannon with the same
 * connections and duration. Then the same load again on a profiled server, to say where the
 * difference goes.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FAKE_TMDB_TOKEN, FakeTmdb } from '../test/fake-tmdb.ts';
import { timeByOwner } from './cpu-profile.ts';
import { load, type LoadResult } from './load.ts';
import { startBareFastify, startServer, type Running } from './processes.ts';

const ROUTE = '/api/movie/101';
/** A web app on another origin (the development server's, say), allowed by CORS. */
const CROSS_ORIGIN = 'http://localhost:5173';

/** One load test of one server, and its throughput as a share of the baseline's in its round. */
export interface Measured extends LoadResult {
  share: number;
}

/** Each server's median round (by requests per second), and every round's share of baseline. */
export interface CachedApiResult {
  rounds: number;
  server: Measured;
  quietServer: Measured;
  /** The same requests with an Origin header, which the replay leaves to Fastify's pipeline. */
  pipeline: Measured;
  baseline: Measured;
  shares: { server: number[]; quietServer: number[]; pipeline: number[] };
  bytes: number;
  profile: { owner: string; share: number }[];
}

const median = <T>(values: T[], by: (value: T) => number): T => {
  const sorted = [...values].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)] as T;
};

async function withProcess<T>(
  start: () => Promise<Running>,
  use: (running: Running) => Promise<T>,
): Promise<T> {
  const running = await start();
  try {
    return await use(running);
  } finally {
    await running.stop();
  }
}

/**
 * Other work on a 2-core machine moves any one 10 s run by a third, so each round loads the
 * baseline and the three servers back to back, shares are taken within a round, and the median
 * round is reported.
 */
export async function benchCachedApi(
  durationSeconds: number,
  rounds = 3,
): Promise<CachedApiResult> {
  const tmdb = await FakeTmdb.start();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const env = (extra: Record<string, string>) => ({
    TMDB_API_TOKEN: FAKE_TMDB_TOKEN,
    TMDB_BASE_URL: tmdb.baseUrl,
    DATA_DIR: work,
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...extra,
  });
  try {
    let body = '';
    const measure = (
      extra: Record<string, string>,
      args: string[] = [],
      headers: Record<string, string> = {},
    ) =>
      withProcess(
        () => startServer(env(extra), args),
        async ({ origin }) => {
          body = await (await fetch(`${origin}${ROUTE}`)).text();
          return load(`${origin}${ROUTE}`, durationSeconds, headers);
        },
      );
    const runs: Record<'server' | 'quietServer' | 'pipeline' | 'baseline', Measured[]> = {
      server: [],
      quietServer: [],
      pipeline: [],
      baseline: [],
    };
    const shares: CachedApiResult['shares'] = { server: [], quietServer: [], pipeline: [] };
    for (let round = 0; round < rounds; round++) {
      const server = await measure({ LOG_LEVEL: 'info' });
      const quietServer = await measure({ LOG_LEVEL: 'warn' });
      const pipeline = await measure({ LOG_LEVEL: 'info', WEB_ORIGINS: CROSS_ORIGIN }, [], {
        origin: CROSS_ORIGIN,
      });
      const baseline = await withProcess(
        () => startBareFastify(ROUTE, body),
        ({ origin }) => load(`${origin}${ROUTE}`, durationSeconds),
      );
      const share = (result: LoadResult) => result.requestsPerSecond / baseline.requestsPerSecond;
      runs.baseline.push({ ...baseline, share: 1 });
      for (const [name, result] of [
        ['server', server],
        ['quietServer', quietServer],
        ['pipeline', pipeline],
      ] as const) {
        runs[name].push({ ...result, share: share(result) });
        shares[name].push(share(result));
      }
    }
    const medianRun = (name: keyof typeof runs) =>
      median(runs[name], (run) => run.requestsPerSecond);
    const profileDir = path.join(work, 'profile');
    await measure({ LOG_LEVEL: 'info' }, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
    const [profileFile] = await readdir(profileDir);
    const profile = profileFile ? await timeByOwner(path.join(profileDir, profileFile)) : [];
    return {
      rounds,
      server: medianRun('server'),
      quietServer: medianRun('quietServer'),
      pipeline: medianRun('pipeline'),
      baseline: medianRun('baseline'),
      shares,
      bytes: Buffer.byteLength(body),
      profile,
    };
  } finally {
    await tmdb.stop();
    await rm(work, { recursive: true, force: true });
  }
}
