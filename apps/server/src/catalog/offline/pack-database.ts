/**
 * Loads an offline pack into a SQLite file with an FTS5 index. The file is named after the
 * pack's fingerprint, so an unchanged pack is opened as it is, and a changed one is rebuilt
 * into a temporary file and renamed into place (replicas sharing a DATA_DIR never see half).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { TmdbListItem, TmdbMovie, TmdbPerson, TmdbTvShow } from '../tmdb/tmdb.types.ts';
import {
  fillMovieArtwork,
  fillPersonArtwork,
  fillSeasonArtwork,
  fillTvArtwork,
  type ArtworkLabel,
} from './artwork-paths.ts';
import type { PackReader, PackSeason } from './pack-files.ts';
import { foldText } from './search-text.ts';

/** Bumped whenever the schema or the build changes, so old files are rebuilt. */
const SCHEMA_VERSION = 1;

const SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE titles (
    rowid INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    id INTEGER NOT NULL,
    folded_name TEXT NOT NULL,
    released TEXT,
    popularity REAL NOT NULL,
    trending REAL NOT NULL DEFAULT 0,
    data TEXT NOT NULL,
    item TEXT NOT NULL,
    UNIQUE (kind, id)
  );
  CREATE TABLE seasons (
    show_id INTEGER NOT NULL,
    season_number INTEGER NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (show_id, season_number)
  ) WITHOUT ROWID;
  CREATE TABLE credits (
    person_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    title_id INTEGER NOT NULL,
    character TEXT NOT NULL,
    PRIMARY KEY (person_id, kind, title_id, character)
  ) WITHOUT ROWID;
  CREATE TABLE artwork (path TEXT PRIMARY KEY, title TEXT NOT NULL, subtitle TEXT NOT NULL) WITHOUT ROWID;
  CREATE VIRTUAL TABLE search USING fts5(
    name, original_name, kind,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
  );
`;

/** Indexes are made after the bulk insert: much faster than keeping them up to date row by row. */
const INDEXES = `
  CREATE INDEX titles_popular ON titles (kind, popularity DESC);
  CREATE INDEX titles_trending ON titles (kind, trending DESC);
`;

/**
 * Trending is deterministic: popularity, lifted for titles released close to the pack's newest
 * release, and for people by how many titles they appear in.
 */
const TRENDING = `
  UPDATE titles SET trending = popularity * (1 + 4.0 / (1 + max(0,
    (julianday((SELECT max(released) FROM titles)) - julianday(released)) / 730.0)))
  WHERE kind != 'person' AND released IS NOT NULL;
  UPDATE titles SET trending = popularity WHERE kind != 'person' AND released IS NULL;
  UPDATE titles SET trending = popularity * (1 + 0.1 * (
    SELECT count(*) FROM credits WHERE credits.person_id = titles.id))
  WHERE kind = 'person';
`;

export interface PackStats {
  movies: number;
  tvShows: number;
  seasons: number;
  people: number;
}

function listItem(
  kind: 'movie' | 'tv' | 'person',
  raw: TmdbMovie & TmdbTvShow & TmdbPerson,
): TmdbListItem {
  return {
    id: raw.id,
    media_type: kind,
    title: raw.title,
    name: raw.name,
    overview: raw.overview ?? '',
    poster_path: raw.poster_path,
    backdrop_path: raw.backdrop_path,
    profile_path: raw.profile_path,
    release_date: raw.release_date,
    first_air_date: raw.first_air_date,
    vote_average: kind === 'person' ? null : raw.vote_average,
    popularity: raw.popularity,
  };
}

class PackWriter {
  readonly stats: PackStats = { movies: 0, tvShows: 0, seasons: 0, people: 0 };
  readonly #showNames = new Map<number, string>();
  readonly #insertTitle: StatementSync;
  readonly #insertSearch: StatementSync;
  readonly #insertCredit: StatementSync;
  readonly #insertSeason: StatementSync;
  readonly #insertArtwork: StatementSync;
  readonly #recordArtwork = (label: ArtworkLabel) =>
    this.#insertArtwork.run(label.path, label.title, label.subtitle);

  constructor(db: DatabaseSync) {
    this.#insertTitle = db.prepare(
      'INSERT INTO titles (kind, id, folded_name, released, popularity, data, item) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.#insertSearch = db.prepare(
      'INSERT INTO search (rowid, name, original_name, kind) VALUES (?, ?, ?, ?)',
    );
    this.#insertCredit = db.prepare('INSERT OR IGNORE INTO credits VALUES (?, ?, ?, ?)');
    this.#insertSeason = db.prepare('INSERT OR REPLACE INTO seasons VALUES (?, ?, ?)');
    this.#insertArtwork = db.prepare('INSERT OR IGNORE INTO artwork VALUES (?, ?, ?)');
  }

  movie(movie: TmdbMovie): void {
    fillMovieArtwork(movie, this.#recordArtwork);
    this.#title('movie', movie, movie.title, movie.original_title, movie.release_date);
    for (const cast of movie.credits?.cast ?? [])
      this.#credit(cast.id, 'movie', movie.id, cast.character);
    this.stats.movies++;
  }

  tvShow(show: TmdbTvShow): void {
    fillTvArtwork(show, this.#recordArtwork);
    this.#showNames.set(show.id, show.name ?? '');
    this.#title('tv', show, show.name, show.original_name, show.first_air_date);
    const aggregate = show.aggregate_credits?.cast ?? [];
    for (const cast of aggregate) this.#credit(cast.id, 'tv', show.id, cast.roles?.[0]?.character);
    if (aggregate.length === 0) {
      for (const cast of show.credits?.cast ?? [])
        this.#credit(cast.id, 'tv', show.id, cast.character);
    }
    this.stats.tvShows++;
  }

  season(season: PackSeason): void {
    fillSeasonArtwork(season, this.#showNames.get(season.show_id) ?? '', this.#recordArtwork);
    this.#insertSeason.run(season.show_id, season.season_number, JSON.stringify(season));
    for (const episode of season.episodes ?? []) {
      for (const guest of episode.guest_stars ?? [])
        this.#credit(guest.id, 'tv', season.show_id, guest.character);
    }
    this.stats.seasons++;
  }

  person(person: TmdbPerson): void {
    fillPersonArtwork(person, this.#recordArtwork);
    this.#title('person', person, person.name, '', null);
    this.stats.people++;
  }

  #title(
    kind: 'movie' | 'tv' | 'person',
    raw: TmdbMovie | TmdbTvShow | TmdbPerson,
    name: string | undefined,
    originalName: string | undefined,
    released: string | null | undefined,
  ): void {
    const { lastInsertRowid } = this.#insertTitle.run(
      kind,
      raw.id,
      foldText(name ?? ''),
      released || null,
      raw.popularity ?? 0,
      JSON.stringify(raw),
      JSON.stringify(listItem(kind, raw)),
    );
    this.#insertSearch.run(
      lastInsertRowid,
      name ?? '',
      originalName === name ? '' : (originalName ?? ''),
      kind,
    );
  }

  #credit(
    personId: number,
    kind: 'movie' | 'tv',
    titleId: number,
    character: string | null | undefined,
  ): void {
    this.#insertCredit.run(personId, kind, titleId, character ?? '');
  }
}

async function build(file: string, pack: PackReader, fingerprint: string): Promise<PackStats> {
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;');
    db.exec(SCHEMA);
    const writer = new PackWriter(db);
    db.exec('BEGIN');
    for await (const movie of pack.movies()) writer.movie(movie);
    for await (const show of pack.tvShows()) writer.tvShow(show);
    for await (const season of pack.seasons()) writer.season(season);
    for await (const person of pack.people()) writer.person(person);
    db.exec(INDEXES);
    db.exec(TRENDING);
    const setMeta = db.prepare('INSERT INTO meta VALUES (?, ?)');
    setMeta.run('fingerprint', fingerprint);
    setMeta.run('stats', JSON.stringify(writer.stats));
    db.exec('COMMIT');
    db.exec("INSERT INTO search (search) VALUES ('optimize'); VACUUM;");
    return writer.stats;
  } finally {
    db.close();
  }
}

export interface OpenedPack {
  db: DatabaseSync;
  file: string;
  stats: PackStats;
  /** True when the file was built now rather than reused. */
  built: boolean;
}

/** Opens the SQLite file for `pack` under `dir`, building it first if the pack changed. */
export async function openPackDatabase(pack: PackReader, dir: string): Promise<OpenedPack> {
  const manifest = await pack.manifest();
  const fingerprint = (await pack.fingerprint()).slice(0, 16);
  const prefix = `catalog-${manifest.name}-v${SCHEMA_VERSION}-`;
  const file = path.join(dir, `${prefix}${fingerprint}.sqlite`);
  let built = false;
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await build(temporary, pack, fingerprint);
    renameSync(temporary, file);
    built = true;
    for (const old of readdirSync(dir)) {
      if (old.startsWith(`catalog-${manifest.name}-`) && old !== path.basename(file)) {
        rmSync(path.join(dir, old), { force: true });
      }
    }
  }
  const db = new DatabaseSync(file, { readOnly: true });
  const row = db.prepare("SELECT value FROM meta WHERE key = 'stats'").get() as
    { value: string } | undefined;
  return { db, file, stats: JSON.parse(row?.value ?? '{}') as PackStats, built };
}
