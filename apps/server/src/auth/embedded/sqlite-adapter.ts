/**
 * Persists the embedded provider's sessions, grants, codes and tokens in SQLite, so they
 * survive a restart (oidc-provider keeps them in memory by default). Rows are keyed by a hash
 * of their id, and tokens' payloads leave out their own value (`jti`): the file holds nothing a
 * reader could present as a refresh token or a code. Expired rows are purged while running.
 * @see https://github.com/panva/node-oidc-provider/blob/main/example/my_adapter.js
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Adapter, AdapterPayload } from 'oidc-provider';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS oidc_models (
    model TEXT NOT NULL,
    id TEXT NOT NULL,
    payload TEXT NOT NULL,
    grant_id TEXT,
    uid TEXT,
    user_code TEXT,
    expires_at INTEGER,
    PRIMARY KEY (model, id)
  );
  CREATE INDEX IF NOT EXISTS oidc_models_grant ON oidc_models (grant_id);
  CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (model, uid);
  CREATE INDEX IF NOT EXISTS oidc_models_expiry ON oidc_models (expires_at);
`;

/** Version 1: ids stored hashed, tokens without their jti. */
const LAYOUT_VERSION = 1;

/** Models whose id is a bearer secret handed to a client: their value is never stored. */
const TOKEN_MODELS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'ClientCredentials',
  'InitialAccessToken',
  'RegistrationAccessToken',
]);

/** How often expired rows are deleted while the server runs. */
export const PURGE_INTERVAL_MS = 60_000;

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

export const adapterDatabasePath = (dataDir: string) => path.join(dataDir, 'oidc.sqlite');

export function openAdapterDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(adapterDatabasePath(dataDir));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  upgradeLayout(db);
  purgeExpired(db);
  return db;
}

/** Rows written before ids were hashed: hash them and drop tokens' jti, in one transaction. */
function upgradeLayout(db: DatabaseSync): void {
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as {
    user_version: number;
  };
  if (version >= LAYOUT_VERSION) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    const rows = db.prepare('SELECT model, id, payload FROM oidc_models').all() as {
      model: string;
      id: string;
      payload: string;
    }[];
    const update = db.prepare(
      'UPDATE oidc_models SET id = ?, payload = ? WHERE model = ? AND id = ?',
    );
    for (const row of rows) {
      const payload = JSON.parse(row.payload) as AdapterPayload;
      update.run(hashId(row.id), stored(row.model, payload), row.model, row.id);
    }
    db.exec(`PRAGMA user_version = ${LAYOUT_VERSION}; COMMIT`);
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export function purgeExpired(db: DatabaseSync): number {
  return Number(db.prepare('DELETE FROM oidc_models WHERE expires_at < ?').run(Date.now()).changes);
}

/**
 * Deletes everything the provider keeps for one account: its sessions (a browser signs in again),
 * its grants, and the refresh tokens and codes issued under them. Sessions, grants and every
 * token name their account in `accountId`; an access token the API checks by its signature
 * alone is not stored, and lives out its ten minutes (see create-auth.ts for the API's check).
 * Returns how many were deleted.
 */
export function revokeAccount(db: DatabaseSync, accountId: string): number {
  return Number(
    db
      .prepare("DELETE FROM oidc_models WHERE json_extract(payload, '$.accountId') = ?")
      .run(accountId).changes,
  );
}

/** Purges every PURGE_INTERVAL_MS; call the result to stop. */
export function purgeWhileRunning(db: DatabaseSync, intervalMs = PURGE_INTERVAL_MS): () => void {
  const timer = setInterval(() => purgeExpired(db), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The payload as stored: a token's own value left out. */
function stored(model: string, payload: AdapterPayload): string {
  if (!TOKEN_MODELS.has(model)) return JSON.stringify(payload);
  const { jti: _value, ...rest } = payload;
  return JSON.stringify(rest);
}

export function sqliteAdapter(db: DatabaseSync): new (model: string) => Adapter {
  return class SqliteAdapter implements Adapter {
    readonly #model: string;

    constructor(model: string) {
      this.#model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      db.prepare(
        `INSERT OR REPLACE INTO oidc_models (model, id, payload, grant_id, uid, user_code, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        this.#model,
        hashId(id),
        stored(this.#model, payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresIn ? Date.now() + expiresIn * 1000 : null,
      );
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const found = this.#first('id = ?', hashId(id));
      return found && TOKEN_MODELS.has(this.#model) ? { ...found, jti: id } : found;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.#first('uid = ?', uid);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.#first('user_code = ?', userCode);
    }

    async consume(id: string): Promise<void> {
      const found = this.#first('id = ?', hashId(id));
      if (!found) return;
      db.prepare('UPDATE oidc_models SET payload = ? WHERE model = ? AND id = ?').run(
        JSON.stringify({ ...found, consumed: Math.floor(Date.now() / 1000) }),
        this.#model,
        hashId(id),
      );
    }

    async destroy(id: string): Promise<void> {
      db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?').run(this.#model, hashId(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      db.prepare('DELETE FROM oidc_models WHERE grant_id = ?').run(grantId);
    }

    #first(where: string, value: string): AdapterPayload | undefined {
      const row = db
        .prepare(`SELECT payload, expires_at FROM oidc_models WHERE model = ? AND ${where}`)
        .get(this.#model, value) as { payload: string; expires_at: number | null } | undefined;
      if (!row || (row.expires_at !== null && row.expires_at < Date.now())) return undefined;
      return JSON.parse(row.payload) as AdapterPayload;
    }
  };
}
