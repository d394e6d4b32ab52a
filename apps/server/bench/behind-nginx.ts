/**
 * How much of a browse session nginx and the visitor's own cache spare the replicas, with
 * deploy/nginx/media-search.conf in front of two replicas of the offline demo catalogue.
 *
 *   cd apps/server && node bench/behind-nginx.ts [--requests 1000]
 *
 * One session of the browse mix (60 % details from the lists' titles, 20 % list pages, 10 %
 * searches nobody made before, 10 % ids that do not exist) is sent three times:
 *  1. first visit: a cold proxy, a visitor with no cache;
 *  2. repeat visit: the same visitor again, revalidating what it holds with If-None-Match (a
 *     browser's reload; its searches are new ones);
 *  3. new visitor: someone else with an empty cache, through the proxy the first one warmed.
 * Prints, per visit, the share of requests answered 304 or from nginx's cache (X-Cache-Status
 * HIT), and how many reached a replica, as Markdown for docs/benchmarks.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from '../scripts/catalog-synth.ts';
import { freePort } from '../test/support/free-port.ts';
import { startNginx } from '../test/support/nginx-server.ts';
import { decodedJson, rawClient, type RawAnswer } from '../test/support/raw-http.ts';
import { startServer } from './processes.ts';

/** What a current browser sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/**
 * A session is sent as fast as it goes, far past the site's per-visitor request limit: it is
 * spread over many addresses (loopback takes any 127.x), which changes nothing else here.
 */
const senderAddress = (request: number) => `127.2.0.${(request % 250) + 1}`;
const LISTS = [
  '/movie/popular',
  '/movie/popular?page=2',
  '/movie/trending',
  '/tvshow/popular',
  '/tvshow/trending',
  '/actor/popular',
];

export interface VisitResult {
  name: string;
  requests: number;
  notModified: number;
  proxyHits: number;
  reachedReplicas: number;
  wireBytes: number;
}

export interface BehindNginxResult {
  visits: VisitResult[];
  detailPages: number;
}

type Step = { kind: 'details' | 'list' | 'unknown'; path: string } | { kind: 'search' };

function session(detailPaths: string[], requests: number): Step[] {
  const random = seededRandom(15);
  // Visitors favour the top of the lists: the first titles are picked most often.
  const popular = () => detailPaths[Math.floor(detailPaths.length * random() ** 2)] as string;
  return Array.from({ length: requests }, (): Step => {
    const pick = random();
    if (pick < 0.6) return { kind: 'details', path: popular() };
    if (pick < 0.8) return { kind: 'list', path: LISTS[Math.floor(random() * LISTS.length)] ?? '' };
    if (pick < 0.9) return { kind: 'search' };
    return { kind: 'unknown', path: `/movie/${9_000_000 + Math.floor(random() * 40)}` };
  });
}

async function titlesInLists(origin: string): Promise<string[]> {
  const client = rawClient();
  const paths = new Set<string>();
  const kinds = { movie: '/movie', tv: '/tvshow', person: '/actor' } as Record<string, string>;
  try {
    for (const list of LISTS) {
      const body = decodedJson(await client.send(`${origin}/api${list}`)) as {
        searchResults?: { id: number; mediaType: string }[];
        results?: { id: number; mediaType: string }[];
      };
      for (const { id, mediaType } of body.searchResults ?? body.results ?? [])
        if (kinds[mediaType]) paths.add(`${kinds[mediaType]}/${id}`);
    }
  } finally {
    client.close();
  }
  return [...paths];
}

export async function benchBehindNginx(requests = 1000): Promise<BehindNginxResult> {
  const work = await mkdtemp(path.join(tmpdir(), 'bench-nginx-'));
  const replicas = await Promise.all(
    [0, 1].map((index) =>
      startServer({
        DATA_DIR: path.join(work, `replica-${index}`),
        LOG_LEVEL: 'warn',
        TRUST_PROXY_HOPS: '1',
        RATE_LIMIT_PER_MINUTE: '100000000',
      }),
    ),
  );
  const nginx = await startNginx(
    replicas.map((replica) => Number(new URL(replica.origin).port)),
    await freePort(),
  );
  try {
    const detailPaths = await titlesInLists(replicas[0]?.origin ?? '');
    const steps = session(detailPaths, requests);
    let searches = 0;
    /** `held`: the visitor's own cache, whose ETags it sends; `keep`: where it keeps new ones. */
    const visit = async (
      name: string,
      { held, keep }: { held?: Map<string, string>; keep?: Map<string, string> },
    ) => {
      const client = rawClient(8);
      const logBefore = (await nginx.accessLog()).length;
      const result: VisitResult = {
        name,
        requests: 0,
        notModified: 0,
        proxyHits: 0,
        reachedReplicas: 0,
        wireBytes: 0,
      };
      try {
        for (const step of steps) {
          const url = `${nginx.origin}/api${step.kind === 'search' ? `/search/zorbel${++searches}` : step.path}`;
          const headers: Record<string, string> = { 'accept-encoding': ACCEPT_ENCODING };
          const etag = held?.get(url);
          if (etag) headers['if-none-match'] = etag;
          const answer: RawAnswer = await client.send(url, {
            headers,
            localAddress: senderAddress(result.requests),
          });
          result.requests++;
          result.wireBytes += answer.raw.length;
          if (answer.status === 304) result.notModified++;
          else if (answer.headers['x-cache-status'] === 'HIT') result.proxyHits++;
          if (answer.headers.etag && answer.status === 200) keep?.set(url, answer.headers.etag);
        }
      } finally {
        client.close();
      }
      // nginx logs `-` as the upstream of an answer it gave itself.
      result.reachedReplicas = (await nginx.accessLog())
        .slice(logBefore)
        .filter((line) => line.split(' ')[2] !== '-').length;
      return result;
    };
    const browserCache = new Map<string, string>();
    const visits = [
      await visit('first visit (cold proxy, empty browser cache)', { keep: browserCache }),
      await visit('repeat visit (same visitor, If-None-Match)', { held: browserCache }),
      await visit('new visitor, warm proxy', {}),
    ];
    return { visits, detailPages: detailPaths.length };
  } finally {
    await nginx.stop();
    await Promise.all(replicas.map((replica) => replica.stop()));
    await rm(work, { recursive: true, force: true });
  }
}

export function printBehindNginx({ visits, detailPages }: BehindNginxResult): void {
  const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;
  console.log('## Behind nginx\n');
  console.log(
    `deploy/nginx/media-search.conf in front of two replicas (offline demo catalogue); one browse session of ${visits[0]?.requests} requests ` +
      `(60 % details of ${detailPages} listed titles, 20 % list pages, 10 % new searches, 10 % unknown ids).\n`,
  );
  console.log(
    '| visit | 304 | proxy hits | **304 or proxy hit** | reached a replica | body bytes on the wire |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const v of visits) {
    console.log(
      `| ${v.name} | ${pct(v.notModified, v.requests)} | ${pct(v.proxyHits, v.requests)} | ` +
        `**${pct(v.notModified + v.proxyHits, v.requests)}** | ${pct(v.reachedReplicas, v.requests)} | ` +
        `${(v.wireBytes / 1024).toFixed(0)} KB |`,
    );
  }
  console.log();
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { requests: { type: 'string', default: '1000' } } });
  printBehindNginx(await benchBehindNginx(Number(values.requests)));
}
