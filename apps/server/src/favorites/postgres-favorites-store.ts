/** Favourites in PostgreSQL, for several replicas sharing one database. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { AppError } from '../errors.ts';
import { MAX_FAVORITES_PER_OWNER, type NewFavorite } from './favorite.ts';
import {
  FavoritesLimitError,
  toFavorite,
  type AddResult,
  type FavoriteRow,
  type FavoritesStore,
  type ImportResult,
} from './favorites-store.ts';
import { checkImportFits, favoriteKey, planImport } from './import-plan.ts';
import { applyPostgresMigrations } from './apply-migrations.ts';
import { describeTarget, isNotUpYet, isUnavailable } from './postgres-availability.ts';
import { waitForDatabase, type DatabaseWait } from './wait-for-database.ts';

const COLUMNS = 'id::text AS id, media_id, media_type, media_image_url, media_title, created_at';

export interface ConnectOptions {
  /** How long to keep trying while the database is not accepting connections yet. */
  connectTimeoutMs: number;
  /** Told of each wait before the next attempt. */
  onWait?: (wait: DatabaseWait) => void;
}

export class DatabaseUnavailableError extends AppError {
  constructor() {
    super(
      503,
      'DATABASE_UNAVAILABLE',
      'Favorites are unavailable right now. Please try again in a moment.',
      5,
    );
  }
}

/** Attempts per query: a restart drops every pooled connection, and the next one usually works. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 200;

/**
 * The first key of the per-owner locks taken while adding (the second is the owner's hash); an
 * import writing favourites in the library's transaction takes it too.
 */
export const FAVORITES_OWNER_LOCK = 4_151_903;

/** Adds and imports by the same owner, on any replica, take turns until their transaction ends. */
async function lockOwner(client: pg.PoolClient, owner: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
    FAVORITES_OWNER_LOCK,
    owner,
  ]);
}

export class PostgresFavoritesStore implements FavoritesStore {
  readonly kind = 'postgres';
  readonly #pool: pg.Pool;

  private constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  static async connect(url: string, options: ConnectOptions): Promise<PostgresFavoritesStore> {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection (e.g. the server restarting) must not crash the process.
    pool.on('error', () => undefined);
    const store = new PostgresFavoritesStore(pool);
    try {
      await waitForDatabase(() => applyPostgresMigrations(pool), {
        timeoutMs: options.connectTimeoutMs,
        isTransient: isNotUpYet,
        target: describeTarget(url),
        onWait: options.onWait,
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return store;
  }

  /** Runs a query, retrying while the database is briefly away, then answering 503. */
  async #query<R extends pg.QueryResultRow>(
    text: string,
    values: unknown[],
  ): Promise<pg.QueryResult<R>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#pool.query<R>(text, values);
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        if (attempt >= ATTEMPTS) throw new DatabaseUnavailableError();
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
      }
    }
  }

  /** Runs `work` in a transaction on one connection, retried whole while the database is away. */
  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let client: pg.PoolClient | undefined;
      try {
        client = await this.#pool.connect();
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        await client?.query('ROLLBACK').catch(() => undefined);
        // A connection that failed mid-transaction is not handed out again.
        client?.release(isUnavailable(error) ? (error as Error) : undefined);
        if (!isUnavailable(error)) throw error;
        if (attempt >= ATTEMPTS) throw new DatabaseUnavailableError();
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
      }
    }
  }

  async list(owner: string) {
    const { rows } = await this.#query<FavoriteRow>(
      `SELECT ${COLUMNS} FROM favorites WHERE owner = $1 ORDER BY created_at DESC, id DESC`,
      [owner],
    );
    return rows.map(toFavorite);
  }

  /**
   * In one transaction holding a per-owner lock: adds by the same owner (on any replica) take
   * turns, so the count checked is the count inserted against.
   */
  async add(owner: string, favorite: NewFavorite): Promise<AddResult> {
    return this.#transaction(async (client) => {
      await lockOwner(client, owner);
      const find = () =>
        client.query<FavoriteRow>(
          `SELECT ${COLUMNS} FROM favorites WHERE owner = $1 AND media_type = $2 AND media_id = $3`,
          [owner, favorite.mediaType, favorite.mediaId],
        );
      const existing = (await find()).rows[0];
      if (existing) return { favorite: toFavorite(existing), created: false };
      const { rows } = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM favorites WHERE owner = $1',
        [owner],
      );
      if (Number(rows[0]?.n ?? 0) >= MAX_FAVORITES_PER_OWNER) throw new FavoritesLimitError();
      const inserted = await client.query<FavoriteRow>(
        `INSERT INTO favorites (id, owner, media_type, media_id, media_title, media_image_url, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING ${COLUMNS}`,
        [
          randomUUID(),
          owner,
          favorite.mediaType,
          favorite.mediaId,
          favorite.mediaTitle,
          favorite.mediaImageUrl,
        ],
      );
      return { favorite: toFavorite(inserted.rows[0] as FavoriteRow), created: true };
    });
  }

  /**
   * In one transaction holding the same per-owner lock as `add`, one INSERT for every new item.
   * The first item sent gets the transaction's time and each next one a microsecond less, so the
   * list (newest first) shows them in the order sent.
   */
  async importMany(owner: string, items: NewFavorite[]): Promise<ImportResult> {
    return this.#transaction(async (client) => {
      await lockOwner(client, owner);
      const { rows: saved } = await client.query<Pick<FavoriteRow, 'media_type' | 'media_id'>>(
        'SELECT media_type, media_id FROM favorites WHERE owner = $1',
        [owner],
      );
      const { fresh, skipped } = planImport(
        new Set(
          saved.map((row) => favoriteKey({ mediaType: row.media_type, mediaId: row.media_id })),
        ),
        items,
      );
      checkImportFits(saved.length, fresh.length);
      if (fresh.length === 0) return { added: [], skipped };
      const { rows } = await client.query<FavoriteRow>(
        `INSERT INTO favorites (id, owner, media_type, media_id, media_title, media_image_url, created_at)
         SELECT id, $1, media_type, media_id, media_title, media_image_url,
                now() - (position - 1) * interval '1 microsecond'
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[])
              WITH ORDINALITY AS item(id, media_type, media_id, media_title, media_image_url, position)
         RETURNING ${COLUMNS}`,
        [
          owner,
          fresh.map(() => randomUUID()),
          fresh.map((item) => item.mediaType),
          fresh.map((item) => item.mediaId),
          fresh.map((item) => item.mediaTitle),
          fresh.map((item) => item.mediaImageUrl),
        ],
      );
      const byKey = new Map(
        rows.map((row) => [favoriteKey({ mediaType: row.media_type, mediaId: row.media_id }), row]),
      );
      const added = fresh.map((item) => toFavorite(byKey.get(favoriteKey(item)) as FavoriteRow));
      return { added, skipped };
    });
  }

  async remove(owner: string, id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const { rowCount } = await this.#query('DELETE FROM favorites WHERE owner = $1 AND id = $2', [
      owner,
      id,
    ]);
    return rowCount === 1;
  }

  async ping() {
    await this.#pool.query('SELECT 1');
  }

  async close() {
    await this.#pool.end();
  }
}
