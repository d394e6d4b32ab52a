/**
 * What an imported file says, once read and before it is matched to the catalogue: one item per
 * fact (a watch, a rating, a watchlist entry, a favourite, a list's entry), whatever the format
 * it came from. Readers (Letterboxd, IMDb, Trakt, our own export) produce these; the matcher
 * turns each `ref` into a TMDB title; the import job previews and then writes them.
 */

/** Where an item came from, for messages that name the file and row. */
export interface ItemOrigin {
  /** The file's name, inside the zip when it came from one (`lists/horror.csv`). */
  file: string;
  /** 1-based line of a CSV (the header is line 1), or 1-based position in a JSON array. */
  row: number;
}

/**
 * How a file names a title, richest first. The matcher tries `tmdbId`, then `imdbId`, then the
 * title and year; a format fills what it has.
 */
export interface TitleRef {
  /** `unknown` when the file does not say (the matcher then accepts a movie or a show). */
  mediaType: 'movie' | 'tv' | 'episode' | 'unknown';
  tmdbId?: number;
  /** `tt` followed by digits. For an episode, the episode's own IMDb id. */
  imdbId?: string;
  title?: string;
  year?: number;
  /** An episode's show (TMDB id) and position, when the file gives them (Trakt, our export). */
  show?: { tmdbId?: number; imdbId?: string; title?: string; year?: number };
  seasonNumber?: number;
  episodeNumber?: number;
}

interface ItemBase {
  ref: TitleRef;
  origin: ItemOrigin;
}

export type ImportItem =
  | (ItemBase & {
      kind: 'watched';
      /** YYYY-MM-DD; null when the file has no date (then the import's day is used). */
      watchedOn: string | null;
      rewatch: boolean;
    })
  | (ItemBase & {
      kind: 'rating';
      /** On the app's scale, 0.5 to 5 in halves (IMDb and Trakt's 1 to 10 halved). */
      rating: number;
      /** ISO 8601, or null. */
      ratedAt: string | null;
    })
  | (ItemBase & { kind: 'watchlist'; addedAt: string | null })
  | (ItemBase & { kind: 'favorite' })
  | (ItemBase & {
      kind: 'list-item';
      /** Items of one list share the same `list.key` (the file name, or the export's list id). */
      list: { key: string; name: string; description: string | null; public: boolean };
      /** 1-based order within its list. */
      position: number;
    });

export type ImportKind = ImportItem['kind'];

/** Settings that are not about a title (only our own export carries them). */
export interface ImportedServices {
  region: string;
  providerIds: number[];
}

/**
 * A favourite as our own export keeps it (people too), written back as it was: no catalogue
 * look-up, the name and picture the visitor had, the moment they added it.
 */
export interface KeptFavorite {
  mediaType: 'movie' | 'tv' | 'person';
  mediaId: number;
  title: string;
  imageUrl: string;
  addedAt: string;
}

/** What reading an upload gives: its format, its items and any non-title settings. */
export interface ReadUpload {
  format: 'letterboxd' | 'imdb' | 'trakt' | 'media-search';
  items: ImportItem[];
  services: ImportedServices | null;
  /** Favourites to keep as they are (our own export only). */
  keptFavorites?: KeptFavorite[];
  /**
   * Rows left out because the app keeps no such thing (IMDb's video games and podcasts, Trakt's
   * season ratings, favourite people). Set by the readers; optional for other makers of this.
   */
  skipped?: number;
}

/**
 * An upload read, its items already the JSON each job row keeps: what the job is made from, so
 * the thread that serves requests never rebuilds a file's hundred thousand items as objects.
 */
export interface SerializedUpload extends Omit<ReadUpload, 'items'> {
  itemsJson: string[];
}
