/**
 * What one replica holds: the real server as `npm start` runs it (offline demo catalogue, info
 * logging, the rate limit raised out of the way) loaded by autocannon from this process with a
 * browse mix — 60 % details of titles from the lists, 20 % list pages, 10 % searches, 10 % ids
 * that do not exist — each request sent as a browser would (`Accept-Encoding: gzip, deflate,
 * br`). Two loads: the target rate held for the whole run (does it hold, at what p99), then as
 * fast as the server answers (how far it goes), with the server's CPU time per request: on a
 * shared machine the load generator can starve before the server does, and the CPU time says
 * how many requests a core of its own would answer. Then a profiled load says where it went.
 *
 * `compareDirs`: server directories of other checkouts (older commits, say), each loaded the
 * same way right after, so all are measured on the same machine in the same minutes.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { timeByOwner } from './cpu-profile.ts';
import { startServer, type Running } from './processes.ts';

const ACCEPT_ENCODING = 'gzip, deflate, br';
const LISTS = [
  '/api/movie/popular',
  '/api/movie/popular?page=2',
  '/api/movie/top-rated',
  '/api/movie/trending',
  '/api/tvshow/popular',
  '/api/tvshow/trending',
  '/api/actor/popular',
];
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;

export interface CapacityRun {
  /** Requests per second asked for; undefined: as many as the server answers. */
  offered: number | undefined;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers by status class, e.g. { '2xx': 41000, '4xx': 5000 }. */
  statuses: Record<string, number>;
  /** The server process's CPU time (user and system) per answer, in microseconds. */
  cpuMicrosPerRequest: number;
}

export interface CapacityResult {
  connections: number;
  seconds: number;
  detailPages: number;
  searchTexts: number;
  server: { target: CapacityRun; max: CapacityRun };
  compared: { dir: string; target: CapacityRun; max: CapacityRun }[];
  profile: { owner: string; share: number }[];
}

/** The details pages the lists lead to, and words from their titles to search for. */
async function browsable(origin: string): Promise<{ details: string[]; searches: string[] }> {
  const details = new Set<string>();
  const words = new Set<string>();
  const kinds: Record<string, string> = { movie: 'movie', tv: 'tvshow', person: 'actor' };
  for (const list of LISTS) {
    const body = (await (await fetch(`${origin}${list}`)).json()) as {
      searchResults?: { id: number; mediaType: string; name?: string; title?: string }[];
      results?: { id: number; mediaType: string; name?: string; title?: string }[];
    };
    for (const { id, mediaType, name, title } of body.searchResults ?? body.results ?? []) {
      const kind = kinds[mediaType];
      if (kind) details.add(`/api/${kind}/${id}`);
      for (const word of (title ?? name ?? '').toLowerCase().split(/[^a-z]+/))
        if (word.length >= 4) words.add(word);
    }
  }
  // What people type: the first three, four or five letters of a word from a title they saw.
  const searches = [...words].flatMap((word) =>
    [3, 4, 5].map((length) => `/api/search/${word.slice(0, length)}`),
  );
  return { details: [...details], searches: [...new Set(searches)] };
}

/** The n-th request of the mix, spread so that every tenth request is one of each share. */
function mixPath(n: number, details: string[], searches: string[]): string {
  const slot = n % 10;
  const round = Math.floor(n / 10);
  if (slot < 6) return details[(round * 6 + slot) % details.length] as string;
  if (slot < 8) return LISTS[(round * 2 + slot) % LISTS.length] as string;
  if (slot < 9) return searches[round % searches.length] as string;
  return `/api/movie/${9_000_000 + (round % 1000)}`;
}

/** CPU time a process has used, in microseconds (Linux: /proc, clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 10_000;
}

async function loadMix(
  pid: number,
  origin: string,
  paths: { details: string[]; searches: string[] },
  seconds: number,
  offered?: number,
): Promise<CapacityRun> {
  let sent = 0;
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    ...(offered ? { overallRate: offered } : {}),
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: mixPath(sent++, paths.details, paths.searches),
        }),
      },
    ],
  });
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    offered,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses: {
      '2xx': result['2xx'],
      '3xx': result['3xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
    },
    cpuMicrosPerRequest: (cpuMicros(pid) - cpuBefore) / Math.max(1, answered),
  };
}

async function measure(
  start: () => Promise<Running>,
  seconds: number,
  rate: number,
): Promise<{
  target: CapacityRun;
  max: CapacityRun;
  paths: Awaited<ReturnType<typeof browsable>>;
}> {
  const server = await start();
  try {
    const paths = await browsable(server.origin);
    const pid = server.child.pid ?? 0;
    // Unmeasured first: a fresh process spends its first seconds compiling its hot paths.
    await loadMix(pid, server.origin, paths, WARM_UP_SECONDS);
    const target = await loadMix(pid, server.origin, paths, seconds, rate);
    const max = await loadMix(pid, server.origin, paths, seconds);
    return { target, max, paths };
  } finally {
    await server.stop();
  }
}

export async function benchCapacity({
  seconds,
  rate,
  compareDirs = [],
}: {
  seconds: number;
  rate: number;
  compareDirs?: string[];
}): Promise<CapacityResult> {
  const work = await mkdtemp(path.join(tmpdir(), 'bench-capacity-'));
  const env = (name: string) => ({
    DATA_DIR: path.join(work, name),
    RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  try {
    const server = await measure(() => startServer(env('server')), seconds, rate);
    const compared: CapacityResult['compared'] = [];
    for (const [index, dir] of compareDirs.entries()) {
      const { target, max } = await measure(
        () => startServer(env(`compared-${index}`), [], dir),
        seconds,
        rate,
      );
      compared.push({ dir, target, max });
    }
    const profileDir = path.join(work, 'profile');
    const profiled = await startServer(env('profiled'), [
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
    ]);
    try {
      await loadMix(profiled.child.pid ?? 0, profiled.origin, server.paths, seconds);
    } finally {
      await profiled.stop();
    }
    const [profileFile] = await readdir(profileDir);
    return {
      connections: CONNECTIONS,
      seconds,
      detailPages: server.paths.details.length,
      searchTexts: server.paths.searches.length,
      server: { target: server.target, max: server.max },
      compared,
      profile: profileFile ? await timeByOwner(path.join(profileDir, profileFile)) : [],
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
