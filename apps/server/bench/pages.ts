/**
 * Server-rendered pages on one replica (issue 26): the real server as `npm start` runs it on the
 * offline demo catalogue, with a built web app (WEB_DIST_DIR, its server render in `ssr/`),
 * loaded by autocannon from this process with 50 connections and a page mix drawn from the
 * catalogue's lists through the API — 20 % movies, 10 % each of shows, people, collections,
 * seasons (`/tvseason?series=&season=`), `/`, `/discover/movies`, `/popular/movies` and
 * addresses no route matches — every address asked for in en-US, de-DE, fr-FR and es-ES in
 * turn, as a browser asks (`Accept: text/html`, `Accept-Encoding: gzip, deflate, br`).
 *
 * Three loads: every page of the mix once (each rendered afresh, none kept yet); then, after
 * 3 s unmeasured, the mix for the run's seconds (652 pages: more than a server that keeps each
 * page's HTML holds in its page cache, so one that does renders most of them again; fewer than
 * one that keeps each as brotli holds); then its hot set, each kind's first three addresses,
 * whose pages all stay kept after one unmeasured pass (so this is serving kept pages).
 *
 * A server that answered the shell fast would look good on speed alone, so beside each load a
 * sampler fetches the same mix one page at a time and checks that the root element holds the
 * screen, and that the screen is in the language asked (its skip link's text, from
 * packages/messages: `<html lang>` is no proof, the old render wrote `en` on every page).
 *
 * The web apps are built beforehand, each with its server render (apps/web, e.g.
 * `npx vite build --outDir /tmp/dist-x --emptyOutDir && npx vite build --ssr
 * src/entry-server.tsx --outDir /tmp/dist-x/ssr`), and given with `--web-dist <dir>,…`: the
 * first for this checkout, then one per `--compare` server directory in its order. Without
 * it each checkout's own `apps/web/dist` (`npm run build`) is used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, type Running } from './processes.ts';

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
const LANGUAGES = ['en-US', 'de-DE', 'fr-FR', 'es-ES'];
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
/** Time between two sampled pages: a few a second, next to the load's thousand. */
const SAMPLE_EVERY_MS = 100;
/** Addresses of each kind in the hot set. */
const HOT_PER_KIND = 3;
/** The skip link every screen starts with, in each language: a page's proof of its language. */
const SKIP_LINKS = new Map(
  LANGUAGES.map((language) => {
    const code = language.slice(0, 2);
    const file = path.join(
      import.meta.dirname,
      `../../../packages/messages/locales/shell/${code}.json`,
    );
    const { 'shell.skipToContent': text } = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      string
    >;
    return [language, `>${text}<`];
  }),
);

/** The kinds of page in the mix, in the order of its ten slots (movies take two). */
const KINDS = [
  'movie',
  'movie',
  'tv',
  'person',
  'collection',
  'season',
  'home',
  'discover',
  'list',
  'not found',
] as const;
type Kind = (typeof KINDS)[number];

/** Each kind's addresses. */
type PageAddresses = Record<Kind, string[]>;

interface Listed {
  id: number;
  mediaType: string;
}

export interface PagesLoad {
  pagesPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers by status class. */
  statuses: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  /** Pages sampled beside the load, and of those the ones with a screen and in their language. */
  sampled: number;
  rendered: number;
  inLanguage: number;
  /** The sampled pages' mean size, uncompressed. */
  meanBytes: number;
  /** Sampled pages that came without a screen, by kind. */
  shells: Partial<Record<Kind, number>>;
}

/**
 * The loads: every page once; the mix, whose pages (about 140 kB of HTML and 20 kB of brotli each,
 * 652 of them) are more than a page cache of 64 MB of HTML keeps, so that there most are rendered
 * again on their next turn; and the mix cut to its hot set, every page of it kept after its first
 * render.
 */
export interface PagesLoads {
  first: PagesLoad;
  mix: PagesLoad;
  hot: PagesLoad;
}

export interface PagesResult {
  connections: number;
  seconds: number;
  /** Addresses of each kind, each asked for in every language. */
  addresses: Record<Kind, number>;
  /** Addresses in the hot set. */
  hotAddresses: number;
  server: PagesLoads & { webDist: string };
  compared: (PagesLoads & { dir: string; webDist: string })[];
}

async function json(origin: string, address: string): Promise<unknown> {
  const response = await fetch(`${origin}${address}`);
  if (!response.ok) throw new Error(`${address}: ${response.status}`);
  return response.json();
}

const listed = (body: unknown): Listed[] => {
  const { searchResults, results } = body as { searchResults?: Listed[]; results?: Listed[] };
  return searchResults ?? results ?? [];
};

/** The mix's addresses, from the catalogue's lists and the details they lead to. */
async function pageAddresses(origin: string): Promise<PageAddresses> {
  const ids = async (lists: string[], mediaType: string) => {
    const found = new Set<number>();
    for (const list of lists)
      for (const item of listed(await json(origin, list)))
        if (item.mediaType === mediaType) found.add(item.id);
    return [...found];
  };
  const movies = await ids(
    ['/api/movie/popular', '/api/movie/top-rated', '/api/movie/trending'],
    'movie',
  );
  const shows = await ids(['/api/tvshow/popular', '/api/tvshow/trending'], 'tv');
  const people = await ids(['/api/actor/popular'], 'person');
  const collections = new Set<number>();
  for (const id of movies) {
    const { movieDetails } = (await json(origin, `/api/movie/${id}`)) as {
      movieDetails?: { collection?: { id: number } | null };
    };
    if (movieDetails?.collection) collections.add(movieDetails.collection.id);
  }
  const seasons: string[] = [];
  for (const id of shows) {
    const { seasons: list = [] } = (await json(origin, `/api/tvshow/${id}`)) as {
      seasons?: { seasonNumber: number }[];
    };
    for (const { seasonNumber } of list)
      if (seasonNumber >= 1) seasons.push(`/tvseason?series=${id}&season=${seasonNumber}`);
  }
  const addresses: PageAddresses = {
    movie: movies.map((id) => `/movie/${id}`),
    tv: shows.map((id) => `/tv/${id}`),
    person: people.map((id) => `/person/${id}`),
    collection: [...collections].map((id) => `/collection/${id}`),
    season: seasons,
    home: ['/'],
    discover: ['/discover/movies'],
    list: ['/popular/movies'],
    // A few, as crawlers and old links ask for: each is rendered once, then kept like any page.
    'not found': Array.from({ length: 10 }, (_, index) => `/no-such-page-${index}`),
  };
  const missing = KINDS.filter((kind) => addresses[kind].length === 0);
  if (missing.length > 0) throw new Error(`the catalogue's lists lead to no ${missing.join(', ')}`);
  return addresses;
}

interface Page {
  kind: Kind;
  path: string;
  language: string;
}

/**
 * The mix as an endless sequence: the n-th request's kind by its slot, and each kind's
 * addresses in turn, each asked for in the four languages one after the other.
 */
function mixer(addresses: PageAddresses): () => Page {
  const visits = new Map<Kind, number>();
  let sent = 0;
  return () => {
    const kind = KINDS[sent++ % KINDS.length] as Kind;
    const visit = visits.get(kind) ?? 0;
    visits.set(kind, visit + 1);
    const list = addresses[kind];
    return {
      kind,
      path: list[Math.floor(visit / LANGUAGES.length) % list.length] as string,
      language: LANGUAGES[visit % LANGUAGES.length] as string,
    };
  };
}

/** Every address of the mix in every language, once. */
function everyPage(addresses: PageAddresses): Page[] {
  return (Object.keys(addresses) as Kind[]).flatMap((kind) =>
    addresses[kind].flatMap((address) =>
      LANGUAGES.map((language) => ({ kind, path: address, language })),
    ),
  );
}

/** Whether a page came with its screen: its root element is not the shell's empty one. */
function hasScreen(html: string): boolean {
  const root = /<div id="root">([\s\S]*?)<\/div>/.exec(html);
  return root !== null && root[1]?.trim() !== '';
}

/** Fetches `next()` pages one at a time until `stop` resolves, checking each. */
async function sample(
  origin: string,
  next: () => Page,
  stop: Promise<unknown>,
): Promise<Pick<PagesLoad, 'sampled' | 'rendered' | 'inLanguage' | 'meanBytes' | 'shells'>> {
  let done = false;
  void stop.finally(() => (done = true));
  const counts = { sampled: 0, rendered: 0, inLanguage: 0, shells: {} as PagesLoad['shells'] };
  let bytes = 0;
  while (!done) {
    const page = next();
    const html = await fetch(`${origin}${page.path}`, {
      headers: { ...HEADERS, 'accept-language': page.language },
      // As long as autocannon waits for an answer: a page not back by then counts as a shell.
      signal: AbortSignal.timeout(10_000),
    }).then(
      (response) => response.text(),
      () => '',
    );
    counts.sampled += 1;
    bytes += Buffer.byteLength(html);
    if (hasScreen(html)) counts.rendered += 1;
    else counts.shells[page.kind] = (counts.shells[page.kind] ?? 0) + 1;
    if (html.includes(SKIP_LINKS.get(page.language) as string)) counts.inLanguage += 1;
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  return { ...counts, meanBytes: bytes / Math.max(1, counts.sampled) };
}

/** One autocannon load of `next()` pages (`amount` of them, or for `seconds`), sampled beside. */
async function load(
  origin: string,
  next: () => Page,
  sampleNext: () => Page,
  { seconds, amount }: { seconds?: number; amount?: number },
): Promise<PagesLoad> {
  // autocannon answers a thenable, which has no `finally` for the sampler to stop on.
  const run = Promise.resolve(
    autocannon({
      url: origin,
      connections: CONNECTIONS,
      ...(amount ? { amount } : { duration: seconds }),
      requests: [
        {
          setupRequest: (request) => {
            const page = next();
            return {
              ...request,
              path: page.path,
              headers: { ...HEADERS, 'accept-language': page.language },
            };
          },
        },
      ],
    }),
  );
  const [result, sampled] = await Promise.all([run, sample(origin, sampleNext, run)]);
  const statuses = {
    '2xx': result['2xx'],
    '3xx': result['3xx'],
    '4xx': result['4xx'],
    '5xx': result['5xx'],
  };
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    pagesPerSecond: answered / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
    ...sampled,
  };
}

/** Every page of `addresses` once, none kept yet unless an earlier load left it. */
function onceEach(origin: string, addresses: PageAddresses): Promise<PagesLoad> {
  const all = everyPage(addresses);
  let sent = 0;
  return load(origin, () => all[sent++ % all.length] as Page, mixer(addresses), {
    amount: all.length,
  });
}

/** Each kind's first addresses: few enough pages for the server's page cache to keep them all. */
function hotSet(addresses: PageAddresses): PageAddresses {
  return Object.fromEntries(
    Object.entries(addresses).map(([kind, list]) => [kind, list.slice(0, HOT_PER_KIND)]),
  ) as PageAddresses;
}

async function measure(
  start: () => Promise<Running>,
  seconds: number,
  known: PageAddresses | undefined,
): Promise<PagesLoads & { addresses: PageAddresses }> {
  const server = await start();
  try {
    // The same addresses for every checkout: the first server's, from the same demo catalogue.
    const addresses = known ?? (await pageAddresses(server.origin));
    const first = await onceEach(server.origin, addresses);
    // Unmeasured: a fresh process spends its first seconds compiling its hot paths.
    await load(server.origin, mixer(addresses), mixer(addresses), { seconds: WARM_UP_SECONDS });
    const mix = await load(server.origin, mixer(addresses), mixer(addresses), { seconds });
    const hotAddresses = hotSet(addresses);
    await onceEach(server.origin, hotAddresses);
    const hot = await load(server.origin, mixer(hotAddresses), mixer(hotAddresses), { seconds });
    return { first, mix, hot, addresses };
  } finally {
    await server.stop();
  }
}

/** A built web app the server can render pages with, or why not. */
function checkWebDist(webDist: string): string {
  const dir = path.resolve(webDist);
  if (!existsSync(path.join(dir, 'index.html')))
    throw new Error(`${dir}: no built web app (index.html); see bench/pages.ts for the build`);
  if (!existsSync(path.join(dir, 'ssr', 'entry-server.js')))
    throw new Error(`${dir}: no server render (ssr/entry-server.js); see bench/pages.ts`);
  return dir;
}

export async function benchPages({
  seconds,
  compareDirs = [],
  webDists = [],
}: {
  seconds: number;
  compareDirs?: string[];
  webDists?: string[];
}): Promise<PagesResult> {
  const webDist = (index: number, serverDir: string) =>
    checkWebDist(webDists[index] ?? path.join(serverDir, '..', 'web', 'dist'));
  const ownDist = webDist(0, path.join(import.meta.dirname, '..'));
  const compareDists = compareDirs.map((dir, index) => webDist(index + 1, dir));
  const work = await mkdtemp(path.join(tmpdir(), 'bench-pages-'));
  const env = (name: string, dist: string) => ({
    DATA_DIR: path.join(work, name),
    WEB_DIST_DIR: dist,
    // Out of the way: one address asks for everything here.
    RATE_LIMIT_PER_MINUTE: '1000000000',
    PAGES_PER_MINUTE: '1000000000',
    PAGE_MISSES_PER_MINUTE: '1000000',
  });
  try {
    const server = await measure(() => startServer(env('server', ownDist)), seconds, undefined);
    const compared: PagesResult['compared'] = [];
    for (const [index, dir] of compareDirs.entries()) {
      const dist = compareDists[index] as string;
      const { first, mix, hot } = await measure(
        () => startServer(env(`compared-${index}`, dist), [], dir),
        seconds,
        server.addresses,
      );
      compared.push({ dir, webDist: dist, first, mix, hot });
    }
    return {
      connections: CONNECTIONS,
      seconds,
      addresses: Object.fromEntries(
        Object.entries(server.addresses).map(([kind, list]) => [kind, list.length]),
      ) as Record<Kind, number>,
      hotAddresses: Object.values(hotSet(server.addresses)).flat().length,
      server: { webDist: ownDist, first: server.first, mix: server.mix, hot: server.hot },
      compared,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
