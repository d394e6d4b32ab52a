/**
 * Memory under a steady load: the server's resident set sampled while autocannon holds a fixed
 * request rate over a mix of cached answers, misses and errors for `seconds`.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { FAKE_TMDB_TOKEN, FakeTmdb } from '../test/fake-tmdb.ts';
import { startServer } from './processes.ts';

export interface SoakResult {
  seconds: number;
  rate: number;
  samples: { atSeconds: number; rssMb: number }[];
  firstMinuteMb: number;
  lastMinuteMb: number;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function benchMemorySoak(seconds: number, rate = 300): Promise<SoakResult> {
  const tmdb = await FakeTmdb.start();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-soak-'));
  const server = await startServer({
    TMDB_API_TOKEN: FAKE_TMDB_TOKEN,
    TMDB_BASE_URL: tmdb.baseUrl,
    DATA_DIR: work,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const pid = server.child.pid ?? 0;
  const samples: SoakResult['samples'] = [];
  const started = Date.now();
  const sampler = setInterval(
    () => samples.push({ atSeconds: Math.round((Date.now() - started) / 1000), rssMb: rssMb(pid) }),
    5000,
  );
  let counter = 0;
  try {
    await autocannon({
      url: server.origin,
      connections: 10,
      overallRate: rate,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            counter++;
            // Mostly cached details and lists, some fresh searches (misses) and some 404s.
            const pick = counter % 10;
            const pathFor =
              pick < 6
                ? '/api/movie/101'
                : pick < 8
                  ? '/api/movie/popular'
                  : pick < 9
                    ? `/api/search/orbit-${counter}`
                    : `/api/movie/${900000 + (counter % 50)}`;
            return { ...request, path: pathFor };
          },
        },
      ],
    });
  } finally {
    clearInterval(sampler);
    await server.stop();
    await tmdb.stop();
    await rm(work, { recursive: true, force: true });
  }
  // RSS saws up and down with each major collection, so windows are compared by their peaks.
  const minute = (from: number, to: number) =>
    Math.max(
      0,
      ...samples
        .filter((sample) => sample.atSeconds >= from && sample.atSeconds <= to)
        .map((sample) => sample.rssMb),
    );
  const window = Math.floor(seconds / 3);
  return {
    seconds,
    rate,
    samples,
    firstMinuteMb: minute(window, 2 * window),
    lastMinuteMb: minute(seconds - window, seconds),
  };
}
