/**
 * Import matches kept in `import_matches` (migration 8), shared by every user and every replica:
 * a title a file names is looked up in the catalogue once, whoever imports it, and importing the
 * same file again asks the catalogue nothing. Entries are never rewritten: a key names what a
 * file said, and the first outcome found for it stands.
 */
import type { LibraryDatabase } from '../library-database.ts';
import type { MatchOutcome } from './title-matcher.ts';

export class MatchCache {
  readonly #db: LibraryDatabase;

  constructor(db: LibraryDatabase) {
    this.#db = db;
  }

  async get(key: string): Promise<MatchOutcome | undefined> {
    const row = await this.#db.get<{ outcome: string }>(
      'SELECT outcome FROM import_matches WHERE key = ?',
      [key],
    );
    return row && (JSON.parse(row.outcome) as MatchOutcome);
  }

  /** Two imports matching the same title at once both find it; the first one's is kept. */
  async put(key: string, outcome: MatchOutcome): Promise<void> {
    await this.#db.run(
      'INSERT INTO import_matches (key, outcome, created_at) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING',
      [key, JSON.stringify(outcome), new Date().toISOString()],
    );
  }
}
