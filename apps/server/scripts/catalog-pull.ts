/**
 * Builds an offline pack from live TMDB:
 *   TMDB_API_TOKEN=… npm run catalog:pull -- [--out packs/tmdb] [--pages 2]
 * Takes the popular and trending lists of movies, TV shows and people (`--pages` pages each),
 * then every title's details, every season of every show, every collection the movies belong
 * to, and every person their casts, key crews and creators name.
 * Resumable: files already written are kept, so an interrupted pull picks up where it stopped.
 * It goes through the server's own TMDB client, so it keeps to the same rate limit. Image
 * paths are dropped: offline, the server draws its own artwork.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RateLimiter } from '../src/catalog/tmdb/rate-limiter.ts';
import { TmdbHttp } from '../src/catalog/tmdb/tmdb-http.ts';
import type {
  TmdbCrewCredit,
  TmdbMovie,
  TmdbPage,
  TmdbSeason,
  TmdbTvShow,
} from '../src/catalog/tmdb/tmdb.types.ts';
import { KEY_CREW_JOBS } from '../src/catalog/view-models.ts';
import { loadConfig } from '../src/config.ts';
import { ProgressBar } from './progress-bar.ts';

/** How many of a title's cast, and of an episode's guest stars, become people in the pack. */
const CAST_PER_TITLE = 12;
const GUESTS_PER_EPISODE = 4;
/** Calls in flight at once; the shared limiter decides the actual rate. */
const CONCURRENCY = 8;

/**
 * The appends a pack's details carry (see packs/demo/FORMAT.md). Images, recommendations and
 * similar titles are left out: offline they are drawn or computed when the pack is loaded.
 */
const MOVIE_APPENDS = 'videos,credits,watch/providers,external_ids,release_dates';
const TV_APPENDS = 'videos,aggregate_credits,watch/providers,external_ids,content_ratings';

/** Directors, writers and the like: the people a details screen names besides its cast. */
const isKeyCrew = (credit: TmdbCrewCredit): boolean =>
  (KEY_CREW_JOBS as readonly (string | undefined)[]).includes(credit.job);

const LISTS = {
  movie: ['/movie/popular', '/trending/movie/week'],
  tv: ['/tv/popular', '/trending/tv/week'],
  person: ['/person/popular', '/trending/person/week'],
} as const;

/** Image paths point at TMDB's servers, which an offline pack cannot reach. */
function withoutImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutImages);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key.endsWith('_path') ? null : withoutImages(field),
    ]),
  );
}

async function runPool<T>(items: T[], worker: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await worker(item);
    }),
  );
}

export interface PullOptions {
  http: TmdbHttp;
  out: string;
  pages: number;
}

export class PackPuller {
  readonly #http: TmdbHttp;
  readonly #out: string;
  readonly #pages: number;
  readonly #people = new Set<number>();
  readonly #collections = new Set<number>();
  readonly #progress = new ProgressBar('pull', 0);

  constructor({ http, out, pages }: PullOptions) {
    this.#http = http;
    this.#out = out;
    this.#pages = pages;
  }

  async pull(): Promise<{ movies: number; tvShows: number; collections: number; people: number }> {
    await mkdir(this.#out, { recursive: true });
    await writeFile(
      path.join(this.#out, 'pack.json'),
      JSON.stringify(
        {
          name: path.basename(this.#out),
          description: 'Pulled from TMDB by npm run catalog:pull',
          version: 1,
        },
        null,
        2,
      ),
    );
    const [movies, shows, listedPeople] = await Promise.all([
      this.#listIds('movie'),
      this.#listIds('tv'),
      this.#listIds('person'),
    ]);
    for (const id of listedPeople) this.#people.add(id);
    this.#progress.grow(movies.length + shows.length);
    await runPool(movies, (id) => this.#movie(id));
    await runPool(shows, (id) => this.#tvShow(id));
    const collections = [...this.#collections];
    const people = [...this.#people];
    this.#progress.grow(collections.length + people.length);
    await runPool(collections, (id) => this.#collection(id));
    await runPool(people, (id) => this.#person(id));
    this.#progress.finish();
    return {
      movies: movies.length,
      tvShows: shows.length,
      collections: collections.length,
      people: people.length,
    };
  }

  async #listIds(type: keyof typeof LISTS): Promise<number[]> {
    const ids = new Set<number>();
    for (const list of LISTS[type]) {
      for (let page = 1; page <= this.#pages; page++) {
        const body = (await this.#http.get(
          list,
          { page, language: 'en-US' },
          'no such list',
        )) as TmdbPage;
        for (const item of body.results ?? []) ids.add(item.id);
        if (page >= (body.total_pages ?? 0)) break;
      }
    }
    return [...ids];
  }

  /** Fetches `tmdbPath` into `file` unless an earlier run already did; answers the record. */
  async #fetch<T>(
    file: string,
    tmdbPath: string,
    query: Record<string, string>,
  ): Promise<T | undefined> {
    const target = path.join(this.#out, file);
    if (existsSync(target)) return JSON.parse(await readFile(target, 'utf8')) as T;
    try {
      const record = withoutImages(
        await this.#http.get(tmdbPath, { language: 'en-US', ...query }, 'not found'),
      ) as T;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, `${JSON.stringify(record, null, 2)}\n`);
      return record;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return undefined;
      throw error;
    }
  }

  async #movie(id: number): Promise<void> {
    const movie = await this.#fetch<TmdbMovie>(`movies/${id}.json`, `/movie/${id}`, {
      append_to_response: MOVIE_APPENDS,
    });
    for (const cast of movie?.credits?.cast?.slice(0, CAST_PER_TITLE) ?? [])
      this.#people.add(cast.id);
    for (const crew of movie?.credits?.crew ?? []) if (isKeyCrew(crew)) this.#people.add(crew.id);
    if (movie?.belongs_to_collection) this.#collections.add(movie.belongs_to_collection.id);
    this.#progress.tick();
  }

  async #tvShow(id: number): Promise<void> {
    const show = await this.#fetch<TmdbTvShow>(`tv/${id}.json`, `/tv/${id}`, {
      append_to_response: TV_APPENDS,
    });
    for (const cast of show?.aggregate_credits?.cast?.slice(0, CAST_PER_TITLE) ?? [])
      this.#people.add(cast.id);
    for (const creator of show?.created_by ?? []) this.#people.add(creator.id);
    for (const summary of show?.seasons ?? []) {
      const season = await this.#fetch<TmdbSeason>(
        `tv/${id}/season-${summary.season_number}.json`,
        `/tv/${id}/season/${summary.season_number}`,
        {},
      );
      for (const episode of season?.episodes ?? []) {
        for (const guest of episode.guest_stars?.slice(0, GUESTS_PER_EPISODE) ?? [])
          this.#people.add(guest.id);
      }
    }
    this.#progress.tick();
  }

  /** The collection with all its films as TMDB lists them; the loader keeps those in the pack. */
  async #collection(id: number): Promise<void> {
    await this.#fetch(`collections/${id}.json`, `/collection/${id}`, {});
    this.#progress.tick();
  }

  async #person(id: number): Promise<void> {
    await this.#fetch(`people/${id}.json`, `/person/${id}`, {});
    this.#progress.tick();
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'packs/tmdb' },
      pages: { type: 'string', default: '2' },
    },
  });
  const config = loadConfig({ ...process.env, CATALOG: 'tmdb' });
  const pages = Number(values.pages);
  if (!Number.isInteger(pages) || pages < 1 || pages > 500)
    throw new Error('--pages must be a whole number from 1 to 500');
  const out = path.resolve(values.out);
  const http = new TmdbHttp({
    baseUrl: config.tmdb.baseUrl,
    token: config.tmdb.token ?? '',
    limiter: new RateLimiter({ requestsPerSecond: config.tmdb.requestsPerSecond, burst: 5 }),
    attemptTimeoutMs: config.tmdb.timeoutMs,
    deadlineMs: config.tmdb.deadlineMs * 3,
    maxRetries: 4,
    retryBaseDelayMs: 500,
    maxRetryAfterMs: 30_000,
  });
  const counts = await new PackPuller({ http, out, pages }).pull();
  await http.close();
  console.log(
    `Pack written to ${out}: ${counts.movies} movies, ${counts.tvShows} TV shows, ${counts.collections} collections, ${counts.people} people.`,
  );
  console.log(`Serve it with CATALOG=offline CATALOG_PACK_DIR=${out} npm start`);
}
