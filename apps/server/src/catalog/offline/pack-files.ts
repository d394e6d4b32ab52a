/**
 * Reads an offline pack from disk (see packs/demo/FORMAT.md): TMDB-shaped JSON, either one
 * file per entity (`movies/550.json`, `tv/1399/season-1.json`) or, for large generated packs,
 * one JSON document per line in `movies.jsonl`, `tv.jsonl`, `seasons.jsonl`, `people.jsonl`,
 * `collections.jsonl`.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type {
  TmdbCollection,
  TmdbMovie,
  TmdbPerson,
  TmdbSeason,
  TmdbTvShow,
} from '../tmdb/tmdb.types.ts';
import type { AiringSeason } from './airing-now.ts';

export interface PackSeason extends TmdbSeason {
  /** The show a season file belongs to; implied by its folder, explicit in `seasons.jsonl`. */
  show_id: number;
  season_number: number;
}

export interface PackManifest {
  name: string;
  description?: string;
  version?: number;
  /** Seasons whose episodes are re-dated to air weekly around today (airing-now.ts). */
  airingNow?: AiringSeason[];
}

/** The kinds of record a pack holds, with the folder or bundle each is read from. */
const SOURCES = {
  movies: 'movies',
  tv: 'tv',
  people: 'people',
  seasons: 'seasons',
  collections: 'collections',
} as const;
type Source = keyof typeof SOURCES;

async function* jsonFiles(dir: string): AsyncGenerator<string> {
  if (!existsSync(dir)) return;
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isFile() && entry.name.endsWith('.json')) yield path.join(dir, entry.name);
  }
}

async function* jsonLines<T>(file: string): AsyncGenerator<T> {
  if (!existsSync(file)) return;
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim()) yield JSON.parse(line) as T;
  }
}

async function readJson<T>(file: string): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`The pack file ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

export class PackReader {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async manifest(): Promise<PackManifest> {
    const file = path.join(this.dir, 'pack.json');
    if (!existsSync(file)) throw new Error(`No offline pack at ${this.dir} (pack.json is missing)`);
    return readJson<PackManifest>(file);
  }

  movies(): AsyncGenerator<TmdbMovie> {
    return this.#records<TmdbMovie>('movies');
  }

  tvShows(): AsyncGenerator<TmdbTvShow> {
    return this.#records<TmdbTvShow>('tv');
  }

  people(): AsyncGenerator<TmdbPerson> {
    return this.#records<TmdbPerson>('people');
  }

  collections(): AsyncGenerator<TmdbCollection> {
    return this.#records<TmdbCollection>('collections');
  }

  async *seasons(): AsyncGenerator<PackSeason> {
    yield* jsonLines<PackSeason>(path.join(this.dir, `${SOURCES.seasons}.jsonl`));
    const tvDir = path.join(this.dir, SOURCES.tv);
    if (!existsSync(tvDir)) return;
    for (const entry of await readdir(tvDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const showId = Number(entry.name);
      for await (const file of jsonFiles(path.join(tvDir, entry.name))) {
        const season = await readJson<TmdbSeason>(file);
        yield { ...season, show_id: showId, season_number: season.season_number ?? 0 };
      }
    }
  }

  /**
   * A digest of every file's name, size and content, so a changed pack is rebuilt and an
   * unchanged one is reused, whatever the files' timestamps.
   */
  async fingerprint(): Promise<string> {
    const hash = createHash('sha256');
    for (const file of await this.#allFiles(this.dir)) {
      hash.update(path.relative(this.dir, file));
      hash.update(String((await stat(file)).size));
      for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    }
    return hash.digest('hex');
  }

  async *#records<T>(source: Source): AsyncGenerator<T> {
    yield* jsonLines<T>(path.join(this.dir, `${SOURCES[source]}.jsonl`));
    for await (const file of jsonFiles(path.join(this.dir, SOURCES[source]))) {
      yield await readJson<T>(file);
    }
  }

  async #allFiles(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile() && /\.(json|jsonl)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  }
}
