/**
 * Loads an offline pack into a SQLite file with an FTS5 index. The file is named after the
 * pack's fingerprint, so an unchanged pack is opened as it is, and a changed one is rebuilt
 * into a temporary file and renamed into place (replicas sharing a DATA_DIR never see half).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type {
  TmdbAggregateCrewCredit,
  TmdbCollection,
  TmdbCollectionRef,
  TmdbListItem,
  TmdbMovie,
  TmdbPerson,
  TmdbTvShow,
} from '../tmdb/tmdb.types.ts';
import { RELATED_TITLES } from '../view-models.ts';
import {
  fillCollectionArtwork,
  fillMovieArtwork,
  fillPeopleArtwork,
  fillPersonArtwork,
  fillSeasonArtwork,
  fillTvArtwork,
  type ArtworkLabel,
} from './artwork-paths.ts';
import { EpisodeCrew } from './episode-crew.ts';
import type { PackReader, PackSeason } from './pack-files.ts';
import { Recommender } from './recommender.ts';
import { foldText } from './search-text.ts';
import { movieFacts, showFacts, type TitleFacts } from './discover-facts.ts';
import { movieFeatures, showFeatures } from './title-features.ts';

/**
 * Bumped whenever the schema or the build changes, so old files are rebuilt: the file name
 * carries it beside the pack's fingerprint. 2: crew credits, collections, recommendations.
 * 3: people's list items carry their known-for department.
 * 4: discovery: facts, genres, watch offers and air dates of every title, with their indexes.
 * 5: the facts in an index of their own, so discovery reads them without the records.
 * 6: the search index numbered by popularity (SEARCH_INDEX).
 * 8: movies' and shows' IMDb ids, for imports that name titles by them.
 */
export const SCHEMA_VERSION = 8;

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
    vote_average REAL,
    vote_count INTEGER,
    runtime INTEGER,
    language TEXT,
    certification INTEGER,
    revenue INTEGER,
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
    episode_count INTEGER,
    guest INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (person_id, kind, title_id, character)
  ) WITHOUT ROWID;
  CREATE TABLE crew_credits (
    person_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    title_id INTEGER NOT NULL,
    department TEXT NOT NULL,
    job TEXT NOT NULL,
    episode_count INTEGER,
    PRIMARY KEY (person_id, kind, title_id, department, job)
  ) WITHOUT ROWID;
  CREATE TABLE collections (id INTEGER PRIMARY KEY, data TEXT NOT NULL);
  CREATE TABLE imdb_ids (imdb_id TEXT PRIMARY KEY, kind TEXT NOT NULL, id INTEGER NOT NULL) WITHOUT ROWID;
  CREATE TABLE collection_parts (
    collection_id INTEGER NOT NULL,
    movie_id INTEGER NOT NULL,
    PRIMARY KEY (collection_id, movie_id)
  ) WITHOUT ROWID;
  CREATE TABLE recommendations (
    kind TEXT NOT NULL,
    id INTEGER NOT NULL,
    ids TEXT NOT NULL,
    PRIMARY KEY (kind, id)
  ) WITHOUT ROWID;
  CREATE TABLE genres (kind TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, PRIMARY KEY (kind, id)) WITHOUT ROWID;
  CREATE TABLE title_genres (
    genre_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    title_rowid INTEGER NOT NULL,
    PRIMARY KEY (genre_id, kind, title_rowid)
  ) WITHOUT ROWID;
  CREATE TABLE providers (
    kind TEXT NOT NULL,
    region TEXT NOT NULL,
    id INTEGER NOT NULL,
    name TEXT NOT NULL,
    logo_path TEXT,
    priority INTEGER NOT NULL,
    PRIMARY KEY (kind, region, id)
  ) WITHOUT ROWID;
  CREATE TABLE offers (
    region TEXT NOT NULL,
    provider_id INTEGER NOT NULL,
    monetization TEXT NOT NULL,
    kind TEXT NOT NULL,
    title_rowid INTEGER NOT NULL,
    PRIMARY KEY (region, provider_id, monetization, kind, title_rowid)
  ) WITHOUT ROWID;
  CREATE TABLE airings (air_date TEXT NOT NULL, show_id INTEGER NOT NULL, PRIMARY KEY (air_date, show_id)) WITHOUT ROWID;
  CREATE TABLE artwork (path TEXT PRIMARY KEY, title TEXT NOT NULL, subtitle TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE search_names (
    title_rowid INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    original_name TEXT NOT NULL,
    kind TEXT NOT NULL
  );
  CREATE TABLE search_titles (rank INTEGER PRIMARY KEY, title_rowid INTEGER NOT NULL);
  CREATE VIRTUAL TABLE search USING fts5(
    name, original_name, kind, year,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
  );
`;

/**
 * The search index, its rows numbered by popularity (most popular first, then by id), with
 * `search_titles` leading from that number to the title. FTS5 reads its matches in row number
 * order, so a search reads only as many matches as the page it answers needs, already in
 * popularity order, instead of ranking every match (a short prefix can match a third of a big
 * catalogue). The names wait in `search_names` until every title's popularity is known. A
 * title's year (of release, or first air) is a column too, so a search narrowed to a year stays
 * one FTS5 query read in that order.
 */
const SEARCH_INDEX = `
  INSERT INTO search_titles (rank, title_rowid)
    SELECT row_number() OVER (ORDER BY t.popularity DESC, t.id, t.rowid), t.rowid
    FROM search_names n JOIN titles t ON t.rowid = n.title_rowid;
  INSERT INTO search (rowid, name, original_name, kind, year)
    SELECT st.rank, n.name, n.original_name, n.kind, substr(t.released, 1, 4)
    FROM search_titles st JOIN search_names n ON n.title_rowid = st.title_rowid
    JOIN titles t ON t.rowid = st.title_rowid
    ORDER BY st.rank;
  DROP TABLE search_names;
`;

/**
 * Indexes are made after the bulk insert: much faster than keeping them up to date row by row.
 * Discovery reads each sort's whole order from that sort's index and the facts it filters on
 * from `titles_facts`, never the records; the more lists use the rating and date indexes, and
 * offers by kind serve a discovery by kind of offer alone.
 */
const INDEXES = `
  CREATE INDEX titles_popular ON titles (kind, popularity DESC);
  CREATE INDEX titles_trending ON titles (kind, trending DESC);
  CREATE INDEX titles_rating ON titles (kind, vote_average DESC, vote_count DESC);
  CREATE INDEX titles_released ON titles (kind, released DESC);
  CREATE INDEX titles_name ON titles (kind, folded_name);
  CREATE INDEX titles_revenue ON titles (kind, revenue DESC);
  CREATE INDEX titles_facts ON titles (kind, released, vote_average, vote_count, runtime, language, certification);
  CREATE INDEX offers_by_kind ON offers (region, monetization, kind, title_rowid);
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
  collections: number;
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
    vote_count: raw.vote_count,
    popularity: raw.popularity,
    known_for_department: kind === 'person' ? raw.known_for_department : null,
  };
}

/** A person's TV crew credit as TMDB's combined credits give it for a show's creators. */
const CREATOR = { department: 'Creator', job: 'Creator' } as const;

class PackWriter {
  readonly stats: PackStats = { movies: 0, tvShows: 0, seasons: 0, people: 0, collections: 0 };
  readonly #db: DatabaseSync;
  readonly #showNames = new Map<number, string>();
  /** Collections the movies name, for those the pack has no file for. */
  readonly #collectionRefs = new Map<number, TmdbCollectionRef>();
  readonly #episodeCrew = new EpisodeCrew();
  readonly #movies = new Recommender();
  readonly #insertTitle: StatementSync;
  readonly #insertSearch: StatementSync;
  readonly #insertCredit: StatementSync;
  readonly #insertGuestCredit: StatementSync;
  readonly #insertCrewCredit: StatementSync;
  readonly #insertSeason: StatementSync;
  readonly #insertArtwork: StatementSync;
  readonly #insertCollection: StatementSync;
  readonly #insertCollectionPart: StatementSync;
  readonly #insertGenre: StatementSync;
  readonly #insertTitleGenre: StatementSync;
  readonly #insertProvider: StatementSync;
  readonly #insertOffer: StatementSync;
  readonly #insertAiring: StatementSync;
  readonly #insertImdbId: StatementSync;
  readonly #recordArtwork = (label: ArtworkLabel) =>
    this.#insertArtwork.run(label.path, label.title, label.subtitle);

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#insertTitle = db.prepare(
      `INSERT INTO titles (kind, id, folded_name, released, popularity, vote_average, vote_count,
         runtime, language, certification, revenue, data, item)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#insertSearch = db.prepare(
      'INSERT INTO search_names (title_rowid, name, original_name, kind) VALUES (?, ?, ?, ?)',
    );
    this.#insertCredit = db.prepare(
      'INSERT OR IGNORE INTO credits (person_id, kind, title_id, character, episode_count) VALUES (?, ?, ?, ?, ?)',
    );
    // A guest appearance counts one episode more, unless the show's own cast already counted it.
    this.#insertGuestCredit = db.prepare(
      `INSERT INTO credits (person_id, kind, title_id, character, episode_count, guest)
       VALUES (?, 'tv', ?, ?, 1, 1)
       ON CONFLICT DO UPDATE SET episode_count = episode_count + 1 WHERE guest = 1`,
    );
    this.#insertCrewCredit = db.prepare(
      'INSERT OR IGNORE INTO crew_credits VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.#insertSeason = db.prepare('INSERT OR REPLACE INTO seasons VALUES (?, ?, ?)');
    this.#insertArtwork = db.prepare('INSERT OR IGNORE INTO artwork VALUES (?, ?, ?)');
    this.#insertCollection = db.prepare('INSERT OR REPLACE INTO collections VALUES (?, ?)');
    this.#insertCollectionPart = db.prepare('INSERT OR IGNORE INTO collection_parts VALUES (?, ?)');
    this.#insertGenre = db.prepare('INSERT OR IGNORE INTO genres VALUES (?, ?, ?)');
    this.#insertTitleGenre = db.prepare('INSERT OR IGNORE INTO title_genres VALUES (?, ?, ?)');
    // A provider's place in a region is the most prominent any title gives it there.
    this.#insertProvider = db.prepare(
      `INSERT INTO providers VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT DO UPDATE SET priority = min(priority, excluded.priority)`,
    );
    this.#insertOffer = db.prepare('INSERT OR IGNORE INTO offers VALUES (?, ?, ?, ?, ?)');
    this.#insertAiring = db.prepare('INSERT OR IGNORE INTO airings VALUES (?, ?)');
    // Two titles giving the same id is a pack's mistake: the first keeps it.
    this.#insertImdbId = db.prepare('INSERT OR IGNORE INTO imdb_ids VALUES (?, ?, ?)');
  }

  movie(movie: TmdbMovie): void {
    fillMovieArtwork(movie, this.#recordArtwork);
    this.#title(
      'movie',
      movie,
      movie.title,
      movie.original_title,
      movie.release_date,
      movieFacts(movie),
    );
    for (const cast of movie.credits?.cast ?? [])
      this.#insertCredit.run(cast.id, 'movie', movie.id, cast.character ?? '', null);
    for (const crew of movie.credits?.crew ?? []) {
      this.#insertCrewCredit.run(
        crew.id,
        'movie',
        movie.id,
        crew.department ?? '',
        crew.job ?? '',
        null,
      );
    }
    const imdbId = movie.imdb_id ?? movie.external_ids?.imdb_id;
    if (imdbId) this.#insertImdbId.run(imdbId, 'movie', movie.id);
    const collection = movie.belongs_to_collection;
    if (collection) {
      this.#collectionRefs.set(collection.id, collection);
      this.#insertCollectionPart.run(collection.id, movie.id);
    }
    this.#movies.add(movie.id, movie.popularity ?? 0, movieFeatures(movie));
    this.stats.movies++;
  }

  tvShow(show: TmdbTvShow): void {
    fillTvArtwork(show, this.#recordArtwork);
    this.#showNames.set(show.id, show.name ?? '');
    this.#title('tv', show, show.name, show.original_name, show.first_air_date, showFacts(show));
    const imdbId = show.external_ids?.imdb_id;
    if (imdbId) this.#insertImdbId.run(imdbId, 'tv', show.id);
    for (const episode of [show.last_episode_to_air, show.next_episode_to_air])
      if (episode?.air_date) this.#insertAiring.run(episode.air_date, show.id);
    const aggregate = show.aggregate_credits?.cast ?? [];
    for (const cast of aggregate) {
      const episodes =
        cast.total_episode_count ??
        (cast.roles ?? []).reduce((sum, role) => sum + (role.episode_count ?? 0), 0);
      this.#insertCredit.run(cast.id, 'tv', show.id, cast.roles?.[0]?.character ?? '', episodes);
    }
    if (aggregate.length === 0) {
      for (const cast of show.credits?.cast ?? [])
        this.#insertCredit.run(cast.id, 'tv', show.id, cast.character ?? '', null);
    }
    this.stats.tvShows++;
  }

  season(season: PackSeason): void {
    fillSeasonArtwork(season, this.#showNames.get(season.show_id) ?? '', this.#recordArtwork);
    this.#insertSeason.run(season.show_id, season.season_number, JSON.stringify(season));
    for (const episode of season.episodes ?? []) {
      if (episode.air_date) this.#insertAiring.run(episode.air_date, season.show_id);
      for (const guest of episode.guest_stars ?? [])
        this.#insertGuestCredit.run(guest.id, season.show_id, guest.character ?? '');
      this.#episodeCrew.add(season.show_id, episode);
    }
    this.stats.seasons++;
  }

  person(person: TmdbPerson): void {
    fillPersonArtwork(person, this.#recordArtwork);
    this.#title('person', person, person.name, '', null);
    this.stats.people++;
  }

  collection(collection: TmdbCollection): void {
    fillCollectionArtwork(collection, this.#recordArtwork);
    const { parts, ...details } = collection;
    this.#insertCollection.run(collection.id, JSON.stringify(details));
    for (const part of parts ?? []) this.#insertCollectionPart.run(collection.id, part.id);
    this.stats.collections++;
  }

  /**
   * What needs the whole pack: collections only movies name, each show's crew (from its
   * episodes when the show has no aggregate crew) and people's TV crew credits, and every
   * title's recommendations.
   */
  finish(): void {
    const missing = this.#db.prepare('INSERT OR IGNORE INTO collections VALUES (?, ?)');
    for (const ref of this.#collectionRefs.values()) {
      if (missing.run(ref.id, JSON.stringify(ref)).changes > 0) this.stats.collections++;
    }
    const shows = this.#completeShows();
    const insert = this.#db.prepare('INSERT INTO recommendations VALUES (?, ?, ?)');
    const store = (kind: 'movie' | 'tv') => (id: number, related: { id: number }[]) => {
      if (related.length > 0) insert.run(kind, id, JSON.stringify(related.map((r) => r.id)));
    };
    this.#movies.relate(RELATED_TITLES, store('movie'));
    shows.relate(RELATED_TITLES, store('tv'));
  }

  #completeShows(): Recommender {
    const shows = new Recommender();
    // Rows are rewritten after the scan: SQLite leaves a scan undefined if its table changes.
    const completed: TmdbTvShow[] = [];
    const rows = this.#db
      .prepare("SELECT data FROM titles WHERE kind = 'tv' ORDER BY id")
      .iterate() as Iterable<{ data: string }>;
    for (const row of rows) {
      const show = JSON.parse(row.data) as TmdbTvShow;
      if (!show.aggregate_credits?.crew?.length && this.#episodeCrew.has(show.id)) {
        show.aggregate_credits = {
          ...show.aggregate_credits,
          crew: this.#episodeCrew.aggregate(show.id),
        };
        fillPeopleArtwork(show.aggregate_credits.crew, this.#recordArtwork);
        completed.push(show);
      }
      this.#tvCrewCredits(show.id, show.aggregate_credits?.crew ?? []);
      for (const creator of show.created_by ?? []) {
        this.#insertCrewCredit.run(
          creator.id,
          'tv',
          show.id,
          CREATOR.department,
          CREATOR.job,
          null,
        );
      }
      shows.add(show.id, show.popularity ?? 0, showFeatures(show));
    }
    const update = this.#db.prepare("UPDATE titles SET data = ? WHERE kind = 'tv' AND id = ?");
    for (const show of completed) update.run(JSON.stringify(show), show.id);
    return shows;
  }

  #tvCrewCredits(showId: number, crew: TmdbAggregateCrewCredit[]): void {
    for (const member of crew) {
      for (const job of member.jobs ?? []) {
        this.#insertCrewCredit.run(
          member.id,
          'tv',
          showId,
          member.department ?? '',
          job.job ?? '',
          job.episode_count ?? null,
        );
      }
    }
  }

  #title(
    kind: 'movie' | 'tv' | 'person',
    raw: TmdbMovie | TmdbTvShow | TmdbPerson,
    name: string | undefined,
    originalName: string | undefined,
    released: string | null | undefined,
    facts?: TitleFacts,
  ): void {
    const { lastInsertRowid } = this.#insertTitle.run(
      kind,
      raw.id,
      foldText(name ?? ''),
      released || null,
      raw.popularity ?? 0,
      facts?.voteAverage ?? null,
      facts?.voteCount ?? null,
      facts?.runtime ?? null,
      facts?.language ?? null,
      facts?.certification ?? null,
      facts?.revenue ?? null,
      JSON.stringify(raw),
      JSON.stringify(listItem(kind, raw)),
    );
    if (facts) this.#discoverable(kind, lastInsertRowid, facts);
    this.#insertSearch.run(
      lastInsertRowid,
      name ?? '',
      originalName === name ? '' : (originalName ?? ''),
      kind,
    );
  }

  #discoverable(kind: string, rowid: number | bigint, facts: TitleFacts): void {
    for (const genre of facts.genres) {
      this.#insertGenre.run(kind, genre.id, genre.name ?? '');
      this.#insertTitleGenre.run(genre.id, kind, rowid);
    }
    for (const { region, monetization, provider } of facts.offers) {
      this.#insertProvider.run(
        kind,
        region,
        provider.provider_id,
        provider.provider_name ?? '',
        provider.logo_path ?? null,
        provider.display_priority ?? 0,
      );
      this.#insertOffer.run(region, provider.provider_id, monetization, kind, rowid);
    }
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
    for await (const collection of pack.collections()) writer.collection(collection);
    writer.finish();
    db.exec(SEARCH_INDEX);
    db.exec(INDEXES);
    db.exec(TRENDING);
    db.exec('ANALYZE');
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
