/**
 * Persists the embedded provider's sessions, grants, codes and tokens in SQLite, so they
 * survive a restart (oidc-provider keeps them in memory by default).
 * @see https://github.com/panva/node-oidc-provider/blob/main/example/my_adapter.js
 */
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
`;

export function openAdapterDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, 'oidc.sqlite'));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  db.prepare('DELETE FROM oidc_models WHERE expires_at < ?').run(Date.now());
  return db;
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
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresIn ? Date.now() + expiresIn * 1000 : null,
      );
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.#first('id = ?', id);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.#first('uid = ?', uid);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.#first('user_code = ?', userCode);
    }

    async consume(id: string): Promise<void> {
      const found = await this.find(id);
      if (!found) return;
      db.prepare('UPDATE oidc_models SET payload = ? WHERE model = ? AND id = ?').run(
        JSON.stringify({ ...found, consumed: Math.floor(Date.now() / 1000) }),
        this.#model,
        id,
      );
    }

    async destroy(id: string): Promise<void> {
      db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?').run(this.#model, id);
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
