/**
 * The signed-in visitor's library: watchlist, watch history, ratings and lists, on the database
 * the favourites use (PostgreSQL when DATABASE_URL names one, else the SQLite file under
 * DATA_DIR).
 */
import path from 'node:path';
import { DEFAULT_DATABASE_CONNECT_TIMEOUT_MS, type Config } from '../config.ts';
import type { ConnectOptions } from '../favorites/postgres-favorites-store.ts';
import { ForYouStore } from './for-you-store.ts';
import { CalendarStore } from './calendar-store.ts';
import { HistoryStore } from './history-store.ts';
import { ImportJobsStore } from './import/import-jobs-store.ts';
import type { LibraryDatabase } from './library-database.ts';
import { DEFAULT_LIBRARY_LIMITS, type LibraryLimits } from './library-models.ts';
import { ListItemsStore } from './list-items-store.ts';
import { ListsStore } from './lists-store.ts';
import { PostgresLibraryDatabase } from './postgres-library-database.ts';
import { ProfileStore } from './profile-store.ts';
import { RatingsStore } from './ratings-store.ts';
import { ServicesStore } from './services-store.ts';
import { TokenRevocations, type RevocationCacheOptions } from './token-revocations.ts';
import { SqliteLibraryDatabase } from './sqlite-library-database.ts';
import { WatchlistStore } from './watchlist-store.ts';

export class LibraryStore {
  readonly watchlist: WatchlistStore;
  readonly history: HistoryStore;
  readonly ratings: RatingsStore;
  readonly lists: ListsStore;
  readonly listItems: ListItemsStore;
  readonly profile: ProfileStore;
  readonly calendar: CalendarStore;
  readonly forYou: ForYouStore;
  readonly services: ServicesStore;
  readonly imports: ImportJobsStore;
  /** For the token verifier: whose tokens "delete my data" revoked. */
  readonly revocations: TokenRevocations;
  /** Export and erasure read and delete across every table, in one transaction. */
  readonly db: LibraryDatabase;

  constructor(
    db: LibraryDatabase,
    limits: LibraryLimits = DEFAULT_LIBRARY_LIMITS,
    revocationCache: RevocationCacheOptions = {},
  ) {
    this.db = db;
    this.watchlist = new WatchlistStore(db, limits.watchlist);
    this.history = new HistoryStore(db, limits.history);
    this.ratings = new RatingsStore(db, limits.ratings);
    this.lists = new ListsStore(db, limits.lists);
    this.listItems = new ListItemsStore(db, limits.listItems);
    this.profile = new ProfileStore(db);
    this.calendar = new CalendarStore(db);
    this.forYou = new ForYouStore(db);
    this.services = new ServicesStore(db);
    this.imports = new ImportJobsStore(db, limits);
    this.revocations = new TokenRevocations(db, revocationCache);
  }

  get kind() {
    return this.db.kind;
  }

  /** For readiness: rejects while the database does not answer. */
  ping() {
    return this.db.ping();
  }

  close() {
    return this.db.close();
  }
}

/** PostgreSQL when DATABASE_URL names one, else the SQLite file under DATA_DIR; migrated. */
export async function openLibraryDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  connect: ConnectOptions = { connectTimeoutMs: DEFAULT_DATABASE_CONNECT_TIMEOUT_MS },
): Promise<LibraryDatabase> {
  return config.databaseUrl
    ? PostgresLibraryDatabase.connect(config.databaseUrl, connect)
    : new SqliteLibraryDatabase(path.join(config.dataDir, 'media-search.sqlite'));
}

export async function createLibraryStore(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: {
    connect?: ConnectOptions;
    limits?: LibraryLimits;
    revocationCache?: RevocationCacheOptions;
  } = {},
): Promise<LibraryStore> {
  return new LibraryStore(
    await openLibraryDatabase(config, options.connect),
    options.limits,
    options.revocationCache,
  );
}
