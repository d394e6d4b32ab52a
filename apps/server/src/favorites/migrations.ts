/**
 * Schema changes, applied in order at start and recorded in `schema_migrations`. One list per
 * dialect, kept side by side so they change together.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'favorites',
    sqlite: `
      CREATE TABLE favorites (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv', 'person')),
        media_id TEXT NOT NULL,
        media_title TEXT NOT NULL,
        media_image_url TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (owner, media_type, media_id)
      );
      CREATE INDEX favorites_by_owner ON favorites (owner, created_at DESC);`,
    postgres: `
      CREATE TABLE favorites (
        id UUID PRIMARY KEY,
        owner TEXT NOT NULL,
        media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv', 'person')),
        media_id TEXT NOT NULL,
        media_title TEXT NOT NULL,
        media_image_url TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        UNIQUE (owner, media_type, media_id)
      );
      CREATE INDEX favorites_by_owner ON favorites (owner, created_at DESC);`,
  },
  {
    version: 2,
    name: 'watchlist, watch history and ratings',
    sqlite: `
      CREATE TABLE watchlist (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv')),
        media_id INTEGER NOT NULL,
        title TEXT NOT NULL,
        release_date TEXT,
        poster_path TEXT,
        vote_average REAL NOT NULL,
        added_at TEXT NOT NULL,
        UNIQUE (owner, media_type, media_id)
      );
      CREATE INDEX watchlist_by_owner ON watchlist (owner, added_at DESC);
      CREATE TABLE watch_history (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        owner TEXT NOT NULL,
        media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'episode')),
        media_id INTEGER NOT NULL,
        season_number INTEGER,
        episode_number INTEGER,
        title TEXT NOT NULL,
        episode_name TEXT,
        release_date TEXT,
        poster_path TEXT,
        runtime INTEGER,
        watched_on TEXT NOT NULL CHECK (length(watched_on) = 10),
        dedupe_key TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (owner, dedupe_key)
      );
      CREATE INDEX watch_history_by_owner ON watch_history (owner, watched_on DESC, seq DESC);
      CREATE INDEX watch_history_by_owner_type
        ON watch_history (owner, media_type, watched_on DESC, seq DESC);
      CREATE INDEX watch_history_by_title ON watch_history (owner, media_type, media_id);
      CREATE TABLE ratings (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv', 'episode')),
        media_id INTEGER NOT NULL,
        season_number INTEGER,
        episode_number INTEGER,
        title TEXT NOT NULL,
        episode_name TEXT,
        release_date TEXT,
        poster_path TEXT,
        half_stars INTEGER NOT NULL CHECK (half_stars BETWEEN 1 AND 10),
        media_key TEXT NOT NULL,
        rated_at TEXT NOT NULL,
        UNIQUE (owner, media_key)
      );
      CREATE INDEX ratings_by_owner ON ratings (owner, rated_at DESC);
      CREATE INDEX ratings_by_owner_stars ON ratings (owner, half_stars DESC, rated_at DESC);`,
    postgres: `
      CREATE TABLE watchlist (
        id UUID PRIMARY KEY,
        owner TEXT NOT NULL,
        media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv')),
        media_id INTEGER NOT NULL,
        title TEXT NOT NULL,
        release_date TEXT,
        poster_path TEXT,
        vote_average DOUBLE PRECISION NOT NULL,
        added_at TIMESTAMPTZ NOT NULL,
        UNIQUE (owner, media_type, media_id)
      );
      CREATE INDEX watchlist_by_owner ON watchlist (owner, added_at DESC);
      CREATE TABLE watch_history (
        seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id UUID NOT NULL UNIQUE,
        owner TEXT NOT NULL,
        media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'episode')),
        media_id INTEGER NOT NULL,
        season_number INTEGER,
        episode_number INTEGER,
        title TEXT NOT NULL,
        episode_name TEXT,
        release_date TEXT,
        poster_path TEXT,
        runtime INTEGER,
        watched_on TEXT NOT NULL CHECK (length(watched_on) = 10),
        dedupe_key TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        UNIQUE (owner, dedupe_key)
      );
      CREATE INDEX watch_history_by_owner ON watch_history (owner, watched_on DESC, seq DESC);
      CREATE INDEX watch_history_by_owner_type
        ON watch_history (owner, media_type, watched_on DESC, seq DESC);
      CREATE INDEX watch_history_by_title ON watch_history (owner, media_type, media_id);
      CREATE TABLE ratings (
        id UUID PRIMARY KEY,
        owner TEXT NOT NULL,
        media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv', 'episode')),
        media_id INTEGER NOT NULL,
        season_number INTEGER,
        episode_number INTEGER,
        title TEXT NOT NULL,
        episode_name TEXT,
        release_date TEXT,
        poster_path TEXT,
        half_stars INTEGER NOT NULL CHECK (half_stars BETWEEN 1 AND 10),
        media_key TEXT NOT NULL,
        rated_at TIMESTAMPTZ NOT NULL,
        UNIQUE (owner, media_key)
      );
      CREATE INDEX ratings_by_owner ON ratings (owner, rated_at DESC);
      CREATE INDEX ratings_by_owner_stars ON ratings (owner, half_stars DESC, rated_at DESC);`,
  },
  {
    version: 3,
    // A show's page asks for the caller's ratings of its episodes: found in this index, not by
    // reading every rating the caller keeps.
    name: 'ratings by title',
    sqlite: 'CREATE INDEX ratings_by_title ON ratings (owner, media_type, media_id);',
    postgres: 'CREATE INDEX ratings_by_title ON ratings (owner, media_type, media_id);',
  },
  {
    version: 4,
    // `name_key` is the name as compared (trimmed, lower case), made by the server so both
    // databases compare alike; `item_count` is kept by each write, so a page of lists and the
    // cap read one row per list. Positions run 0 to item_count - 1 without gaps.
    name: 'lists',
    sqlite: `
      CREATE TABLE lists (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        name_key TEXT NOT NULL,
        description TEXT NOT NULL CHECK (length(description) <= 1000),
        is_public INTEGER NOT NULL DEFAULT 0 CHECK (is_public IN (0, 1)),
        item_count INTEGER NOT NULL DEFAULT 0 CHECK (item_count >= 0),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (owner, name_key)
      );
      CREATE INDEX lists_by_owner ON lists (owner, updated_at DESC);
      CREATE TABLE list_items (
        id TEXT PRIMARY KEY,
        list_id TEXT NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
        media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv')),
        media_id INTEGER NOT NULL,
        position INTEGER NOT NULL CHECK (position >= 0),
        title TEXT NOT NULL,
        release_date TEXT,
        poster_path TEXT,
        added_at TEXT NOT NULL,
        UNIQUE (list_id, media_type, media_id)
      );
      CREATE INDEX list_items_in_order ON list_items (list_id, position);`,
    postgres: `
      CREATE TABLE lists (
        id UUID PRIMARY KEY,
        owner TEXT NOT NULL,
        name TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        name_key TEXT NOT NULL,
        description TEXT NOT NULL CHECK (char_length(description) <= 1000),
        is_public BOOLEAN NOT NULL DEFAULT FALSE,
        item_count INTEGER NOT NULL DEFAULT 0 CHECK (item_count >= 0),
        created_at TIMESTAMPTZ NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL,
        UNIQUE (owner, name_key)
      );
      CREATE INDEX lists_by_owner ON lists (owner, updated_at DESC);
      CREATE TABLE list_items (
        id UUID PRIMARY KEY,
        list_id UUID NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
        media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv')),
        media_id INTEGER NOT NULL,
        position INTEGER NOT NULL CHECK (position >= 0),
        title TEXT NOT NULL,
        release_date TEXT,
        poster_path TEXT,
        added_at TIMESTAMPTZ NOT NULL,
        UNIQUE (list_id, media_type, media_id)
      );
      CREATE INDEX list_items_in_order ON list_items (list_id, position);`,
  },
  {
    version: 5,
    // The genres of a watch, for the profile's most-watched genres: a JSON array of TMDB genre
    // ids (the movie's, or the show's for an episode), e.g. `[18,80]`, written by the same INSERT
    // as the row. A column rather than a table of its own: nothing else has to be kept in step
    // with the row's edits and deletes, and the profile unnests it (json_each in SQLite,
    // jsonb_array_elements_text in PostgreSQL) over the owner's rows, which the owner index
    // finds. NULL on rows written before: their genres are unknown and count toward none.
    name: 'watch history genres',
    sqlite: 'ALTER TABLE watch_history ADD COLUMN genre_ids TEXT;',
    postgres: 'ALTER TABLE watch_history ADD COLUMN genre_ids TEXT;',
  },
  {
    version: 6,
    // A visitor's streaming services: one row per owner, the region and the chosen providers
    // as a JSON array of {providerId, providerName, logoPath} (named when chosen, so reading
    // them asks nothing of the catalogue). The set is always read and replaced whole, so one
    // row makes a PUT a single upsert: idempotent, and never half written.
    name: 'streaming services',
    sqlite: `
      CREATE TABLE streaming_services (
        owner TEXT PRIMARY KEY,
        region TEXT NOT NULL CHECK (length(region) = 2),
        providers TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );`,
    postgres: `
      CREATE TABLE streaming_services (
        owner TEXT PRIMARY KEY,
        region TEXT NOT NULL CHECK (char_length(region) = 2),
        providers TEXT NOT NULL,
        updated_at TIMESTAMPTZ NOT NULL
      );`,
  },
  {
    version: 7,
    // One row per visitor who has opened the calendar or asked for a feed: the day of their
    // last visit (the menu badge counts episodes aired after it) and their feed's secret, kept
    // only as a SHA-256 hash so the table never holds an address that works. A new address
    // replaces the hash, which is what revokes the old one.
    name: 'calendar',
    sqlite: `
      CREATE TABLE calendar_state (
        owner TEXT PRIMARY KEY,
        last_visit_on TEXT CHECK (length(last_visit_on) = 10),
        feed_token_hash TEXT UNIQUE,
        feed_region TEXT,
        feed_created_at TEXT
      );`,
    postgres: `
      CREATE TABLE calendar_state (
        owner TEXT PRIMARY KEY,
        last_visit_on TEXT CHECK (length(last_visit_on) = 10),
        feed_token_hash TEXT UNIQUE,
        feed_region TEXT,
        feed_created_at TIMESTAMPTZ
      );`,
  },
  {
    version: 8,
    // What an imported title was matched to in the catalogue, shared by every user (a match is
    // a fact about the catalogue, not about anyone): `key` names what the file said (an IMDb id
    // like `imdb:tt0137523`, or `title:movie:<normalised title>:<year>`), `outcome` the JSON of
    // the match with the title's facts, or the candidates to choose from. Importing the same
    // file again reads it here and asks the catalogue nothing.
    name: 'import matches',
    sqlite: `
      CREATE TABLE import_matches (
        key TEXT PRIMARY KEY,
        outcome TEXT NOT NULL,
        created_at TEXT NOT NULL
      );`,
    postgres: `
      CREATE TABLE import_matches (
        key TEXT PRIMARY KEY,
        outcome TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL
      );`,
  },
  {
    version: 9,
    // An import's job and its items. The job row holds its progress (one UPDATE every few dozen
    // items, read by any replica); each item is a row keyed (job_id, row_id), so a page of rows
    // needing a decision is read from the (job_id, state, row_id) index and a decision updates
    // one row, however large the file. The item, its match and candidates are JSON the server
    // alone reads; so are the services and the favourites our own export carries, written as they are.
    // At most one unfinished job per owner, held by the partial unique index too.
    name: 'import jobs',
    sqlite: `
      CREATE TABLE import_jobs (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        file_name TEXT NOT NULL,
        format TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('matching', 'ready', 'done', 'failed')),
        matched INTEGER NOT NULL DEFAULT 0,
        total INTEGER NOT NULL,
        error TEXT,
        services TEXT,
        kept_favorites TEXT,
        summary TEXT,
        heartbeat_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        finished_at TEXT
      );
      CREATE INDEX import_jobs_by_owner ON import_jobs (owner, created_at DESC);
      CREATE UNIQUE INDEX import_jobs_one_unfinished ON import_jobs (owner)
        WHERE status IN ('matching', 'ready');
      CREATE TABLE import_rows (
        job_id TEXT NOT NULL,
        row_id INTEGER NOT NULL,
        item TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending'
          CHECK (state IN ('pending', 'matched', 'ambiguous', 'unmatched')),
        matched TEXT,
        candidates TEXT,
        choice TEXT CHECK (choice IN ('title', 'skip')),
        keep TEXT CHECK (keep IN ('mine', 'file')),
        PRIMARY KEY (job_id, row_id)
      );
      CREATE INDEX import_rows_by_state ON import_rows (job_id, state, row_id);`,
    postgres: `
      CREATE TABLE import_jobs (
        id UUID PRIMARY KEY,
        owner TEXT NOT NULL,
        file_name TEXT NOT NULL,
        format TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('matching', 'ready', 'done', 'failed')),
        matched INTEGER NOT NULL DEFAULT 0,
        total INTEGER NOT NULL,
        error TEXT,
        services TEXT,
        kept_favorites TEXT,
        summary TEXT,
        heartbeat_at TIMESTAMPTZ NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        finished_at TIMESTAMPTZ
      );
      CREATE INDEX import_jobs_by_owner ON import_jobs (owner, created_at DESC);
      CREATE UNIQUE INDEX import_jobs_one_unfinished ON import_jobs (owner)
        WHERE status IN ('matching', 'ready');
      CREATE TABLE import_rows (
        job_id UUID NOT NULL,
        row_id INTEGER NOT NULL,
        item TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending'
          CHECK (state IN ('pending', 'matched', 'ambiguous', 'unmatched')),
        matched TEXT,
        candidates TEXT,
        choice TEXT CHECK (choice IN ('title', 'skip')),
        keep TEXT CHECK (keep IN ('mine', 'file')),
        PRIMARY KEY (job_id, row_id)
      );
      CREATE INDEX import_rows_by_state ON import_rows (job_id, state, row_id);`,
  },
  {
    version: 10,
    // Tokens are checked by their signature, so erasing a visitor's data cannot reach the ones
    // already handed out: the verifier refuses a token of the owner issued (`iat`, seconds)
    // before `revoked_before`. The owner is kept only as a SHA-256 hash, so erased data leaves
    // no name or subject behind; a later deletion moves the time on.
    name: 'token revocation',
    sqlite: `
      CREATE TABLE revoked_tokens (
        owner_hash TEXT PRIMARY KEY,
        revoked_before INTEGER NOT NULL
      );`,
    postgres: `
      CREATE TABLE revoked_tokens (
        owner_hash TEXT PRIMARY KEY,
        revoked_before BIGINT NOT NULL
      );`,
  },
];
