/** The streaming services a visitor has: one watch region and the providers chosen in it. */
import type { LibraryDatabase } from './library-database.ts';

export interface ChosenProvider {
  providerId: number;
  providerName: string;
  logoPath: string | null;
}

export interface StreamingServices {
  /** Null until the visitor first chooses. */
  region: string | null;
  providers: ChosenProvider[];
}

interface ServicesRow {
  region: string;
  providers: string;
}

export class ServicesStore {
  readonly #db: LibraryDatabase;

  constructor(db: LibraryDatabase) {
    this.#db = db;
  }

  async get(owner: string): Promise<StreamingServices> {
    const row = await this.#db.get<ServicesRow>(
      'SELECT region, providers FROM streaming_services WHERE owner = ?',
      [owner],
    );
    if (!row) return { region: null, providers: [] };
    return { region: row.region, providers: JSON.parse(row.providers) as ChosenProvider[] };
  }

  /** Replaces the owner's choice whole: the same choice twice leaves the same row. */
  async put(owner: string, region: string, providers: ChosenProvider[]): Promise<void> {
    await this.#db.run(
      `INSERT INTO streaming_services (owner, region, providers, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (owner) DO UPDATE
         SET region = excluded.region, providers = excluded.providers,
             updated_at = excluded.updated_at`,
      [owner, region, JSON.stringify(providers), new Date().toISOString()],
    );
  }
}
