/**
 * A stand-in for TMDB over real HTTP on 127.0.0.1, serving our own fixtures in TMDB's shapes.
 * Tests script faults per path (status codes, hangs, resets, bad JSON), add latency, and read
 * back the requests it received. A fixture may have a translation, served when the request's
 * `language` names its locale: `movie-101.de-DE` beside `movie-101`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { todayIn } from '../src/library/calendar-range.ts';
import { airingShowFixtures } from './fake-tmdb-airing.ts';

export const FAKE_TMDB_TOKEN = 'test-token-not-secret';

/** Paths under which the fake takes orders instead of answering as TMDB. */
const CONTROL_PATH = '/__control';

const fixtureDir = path.join(import.meta.dirname, 'fixtures', 'tmdb');
const fixtures = new Map(
  readdirSync(fixtureDir).map((file) => [
    file.replace(/\.json$/, ''),
    JSON.parse(readFileSync(path.join(fixtureDir, file), 'utf8')) as Record<string, unknown>,
  ]),
);
// Beside the files, one show whose episodes are dated around the day the fake starts.
for (const [name, body] of airingShowFixtures(todayIn('UTC'))) fixtures.set(name, body);

export type Fault =
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: unknown }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'malformed' };

export interface RecordedRequest {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

interface ScriptedFault {
  matches: (path: string) => boolean;
  fault: Fault;
  remaining: number;
}

const emptyPage = { page: 1, results: [], total_pages: 1, total_results: 0 };
const notFound = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};
const badToken = {
  success: false,
  status_code: 7,
  status_message: 'Invalid API key: You must be granted a valid key.',
};

/** The parts of a details answer TMDB sends only when `append_to_response` names them. */
const APPENDABLE = [
  'videos',
  'credits',
  'aggregate_credits',
  'watch/providers',
  'external_ids',
  'release_dates',
  'content_ratings',
  'recommendations',
  'similar',
  'images',
  'combined_credits',
];

interface FixtureImage {
  iso_639_1?: string | null;
}

/**
 * Keeps what TMDB would send for this query: only the appends asked for, and only images in
 * the languages of `include_image_language` (`null` names those without text), else in the
 * request's language.
 */
function asRequested(
  details: Record<string, unknown>,
  query: URLSearchParams,
): Record<string, unknown> {
  const appends = new Set((query.get('append_to_response') ?? '').split(','));
  for (const key of APPENDABLE) if (!appends.has(key)) delete details[key];
  const images = details.images as Record<string, FixtureImage[]> | undefined;
  if (images) {
    const languages = (
      query.get('include_image_language') ?? (query.get('language') ?? 'en').slice(0, 2)
    ).split(',');
    for (const [kind, list] of Object.entries(images))
      images[kind] = list.filter((image) => languages.includes(image.iso_639_1 ?? 'null'));
  }
  return details;
}

/** A search page with only the titles released (or first aired) in `year`, as TMDB narrows it. */
function inYear(answer: Record<string, unknown>, year: string | null): Record<string, unknown> {
  if (year === null) return answer;
  const results = (answer.results as { release_date?: string; first_air_date?: string }[]).filter(
    (title) => (title.release_date ?? title.first_air_date ?? '').startsWith(`${year}-`),
  );
  return { ...answer, results, total_pages: 1, total_results: results.length };
}

interface TitleFixture {
  id: number;
  imdb_id?: string;
  external_ids?: { imdb_id?: string };
}

/**
 * `/find/{imdb id}`: the `find-<id>` fixture when there is one (episodes), else the movies and
 * shows among `names` whose details give that id.
 */
function find(
  imdbId: string,
  names: string[],
  fixture: (name: string) => Record<string, unknown> | undefined,
): unknown {
  const scripted = fixture(`find-${imdbId}`);
  if (scripted) return scripted;
  const having = (kind: string) =>
    names
      .filter((name) => new RegExp(`^${kind}-\\d+$`).test(name))
      .map((name) => fixture(name) as unknown as TitleFixture)
      .filter((title) => (title.imdb_id ?? title.external_ids?.imdb_id) === imdbId)
      .map(({ id }) => ({ id, media_type: kind }));
  return {
    movie_results: having('movie'),
    tv_results: having('tv'),
    tv_episode_results: [],
    person_results: [],
    tv_season_results: [],
  };
}

/** Answers a TMDB path from the fixtures (`names`: every fixture's), or undefined for a 404. */
function route(
  pathname: string,
  query: URLSearchParams,
  names: string[],
  fixture: (name: string) => Record<string, unknown> | undefined,
): unknown {
  const page = query.get('page') ?? '1';
  const searched = (query.get('query') ?? '').toLowerCase();
  const episode = /^\/tv\/(\d+)\/season\/(\d+)\/episode\/(\d+)$/.exec(pathname);
  if (episode) {
    const season = fixture(`tv-${episode[1]}-season-${episode[2]}`) as
      { episodes: { episode_number: number }[] } | undefined;
    return season?.episodes.find((e) => e.episode_number === Number(episode[3]));
  }
  const season = /^\/tv\/(\d+)\/season\/(\d+)$/.exec(pathname);
  if (season) return fixture(`tv-${season[1]}-season-${season[2]}`);
  const details = /^\/(movie|tv|person|collection)\/(\d+)$/.exec(pathname);
  if (details) {
    const found = fixture(`${details[1]}-${details[2]}`);
    return found && asRequested(found, query);
  }
  const found = /^\/find\/(tt\d+)$/.exec(pathname)?.[1];
  if (found && query.get('external_source') === 'imdb_id') return find(found, names, fixture);
  const search = /^\/search\/(multi|movie|tv|person)$/.exec(pathname);
  if (search) {
    const name = names.find(
      (key) =>
        key.startsWith(`search-${search[1]}-`) &&
        !key.includes('-page-') &&
        !key.includes('.') &&
        searched.includes(key.split('-')[2] ?? '?'),
    );
    if (!name) return emptyPage;
    // A later page has its own fixture (`…-page-2`) when its results must differ from page 1's.
    const answer = fixture(`${name}-page-${page}`) ?? { ...fixture(name), page: Number(page) };
    return inYear(answer, query.get('primary_release_year') ?? query.get('first_air_date_year'));
  }
  const lists: Record<string, string> = {
    '/movie/popular': `movie-popular-page-${page}`,
    '/trending/movie/week': 'trending-movie-week',
    '/tv/popular': 'tv-popular',
    '/trending/tv/week': 'trending-tv-week',
    '/person/popular': 'person-popular',
    '/trending/person/week': 'trending-person-week',
    '/movie/top_rated': 'movie-top-rated',
    // The more lists without a fixture of their own answer an empty page.
    '/movie/upcoming': 'movie-upcoming',
    '/movie/now_playing': 'movie-now-playing',
    '/tv/top_rated': 'tv-top-rated',
    '/tv/airing_today': 'tv-airing-today',
    '/tv/on_the_air': 'tv-on-the-air',
    '/trending/movie/day': 'trending-movie-day',
    '/trending/tv/day': 'trending-tv-day',
    '/trending/person/day': 'trending-person-day',
  };
  const list = lists[pathname];
  if (list) return fixture(list) ?? { ...emptyPage, page: Number(page) };
  // Discovery answers its one page of results whatever the filters, on the page asked for;
  // a discovery of certain genres (`…-genres-99`), or a later page, may have a fixture of its own.
  const discover = /^\/discover\/(movie|tv)$/.exec(pathname);
  if (discover) {
    const name = `discover-${discover[1]}`;
    const genres = query.get('with_genres');
    return (
      (genres ? fixture(`${name}-genres-${genres}`) : undefined) ??
      fixture(`${name}-page-${page}`) ?? { ...fixture(name), page: Number(page) }
    );
  }
  const references: Record<string, string> = {
    '/genre/movie/list': 'genre-movie-list',
    '/genre/tv/list': 'genre-tv-list',
    '/watch/providers/regions': 'watch-providers-regions',
    '/watch/providers/movie': 'watch-providers-movie',
    '/watch/providers/tv': 'watch-providers-movie',
    '/configuration/languages': 'configuration-languages',
  };
  const reference = references[pathname];
  return reference ? fixture(reference) : undefined;
}

export class FakeTmdb {
  readonly requests: RecordedRequest[] = [];
  /** Milliseconds every answer waits before it is sent. */
  latencyMs = 0;
  readonly #faults: ScriptedFault[] = [];
  /** Fixtures a test added or replaced for this instance, by name like `tv-299`. */
  readonly #extraFixtures = new Map<string, Record<string, unknown>>();
  readonly #server = http.createServer((req, res) => this.#handle(req, res));
  readonly #hung = new Set<ServerResponse>();

  static async start(): Promise<FakeTmdb> {
    const fake = new FakeTmdb();
    await new Promise<void>((resolve) => fake.#server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** The base URL to hand the server, like `https://api.themoviedb.org/3`. */
  get baseUrl(): string {
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/3`;
  }

  /** Fails the next `times` requests whose TMDB path matches (a prefix or a test). */
  fail(match: string | RegExp, fault: Fault, times = Number.POSITIVE_INFINITY): void {
    const matches =
      typeof match === 'string' ? (p: string) => p.startsWith(match) : (p: string) => match.test(p);
    this.#faults.push({ matches, fault, remaining: times });
  }

  /** Requests received for one TMDB path (without the `/3` prefix). */
  requestsFor(pathname: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === pathname);
  }

  /**
   * Serves `body` as the fixture `name` (e.g. `tv-299`, or `tv-299.de-DE` for its answer to
   * `language=de-DE`; `search-movie-<word>` for searches whose text holds the word) until the
   * next `reset`.
   */
  serve(name: string, body: Record<string, unknown>): void {
    this.#extraFixtures.set(name, body);
  }

  /**
   * A fresh copy of a fixture, so answers never share objects with each other: its translation
   * for `locale` if there is one, else the fixture as it is (TMDB's English).
   */
  #fixture(name: string, locale: string | null): Record<string, unknown> | undefined {
    const translated = locale ? `${name}.${locale}` : undefined;
    const value =
      (translated && (this.#extraFixtures.get(translated) ?? fixtures.get(translated))) ||
      this.#extraFixtures.get(name) ||
      fixtures.get(name);
    return value && structuredClone(value);
  }

  reset(): void {
    this.#extraFixtures.clear();
    this.requests.length = 0;
    this.#faults.length = 0;
    this.latencyMs = 0;
  }

  async stop(): Promise<void> {
    for (const res of this.#hung) res.destroy();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname.startsWith(CONTROL_PATH)) return this.#control(url, res);
    const pathname = url.pathname.replace(/^\/3/, '');
    this.requests.push({
      path: pathname,
      query: url.searchParams,
      authorization: req.headers.authorization,
    });
    const scripted = this.#faults.find((entry) => entry.remaining > 0 && entry.matches(pathname));
    if (scripted) scripted.remaining--;
    setTimeout(
      () => this.#answer(pathname, url.searchParams, req, res, scripted?.fault),
      this.latencyMs,
    );
  }

  /**
   * Lets a test in another process (the end-to-end suite) script faults over HTTP:
   * `POST /__control/fail?path=/movie/103` and `POST /__control/heal?path=/movie/103`.
   */
  #control(url: URL, res: ServerResponse): void {
    const target = url.searchParams.get('path') ?? '';
    if (url.pathname === `${CONTROL_PATH}/fail`) this.fail(target, { kind: 'status', status: 503 });
    else if (url.pathname === `${CONTROL_PATH}/heal`) this.heal(target);
    res.writeHead(204).end();
  }

  /** Ends every fault scripted for paths starting with `match`. */
  heal(match: string): void {
    for (const entry of this.#faults) if (entry.matches(match)) entry.remaining = 0;
  }

  #answer(
    pathname: string,
    query: URLSearchParams,
    req: IncomingMessage,
    res: ServerResponse,
    fault?: Fault,
  ): void {
    if (fault?.kind === 'hang') {
      this.#hung.add(res);
      return;
    }
    if (fault?.kind === 'reset') {
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id": 1, "title": ');
      return;
    }
    if (fault?.kind === 'status') {
      this.#json(
        res,
        fault.status,
        fault.body ?? { success: false, status_code: 11 },
        fault.headers,
      );
      return;
    }
    if (req.headers.authorization !== `Bearer ${FAKE_TMDB_TOKEN}`) {
      this.#json(res, 401, badToken);
      return;
    }
    const names = [...this.#extraFixtures.keys(), ...fixtures.keys()];
    const body = route(pathname, query, names, (name) =>
      this.#fixture(name, query.get('language')),
    );
    if (body === undefined) this.#json(res, 404, notFound);
    else this.#json(res, 200, body);
  }

  #json(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    res
      .writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers })
      .end(JSON.stringify(body));
  }
}
