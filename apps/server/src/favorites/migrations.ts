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
];
