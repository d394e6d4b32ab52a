/**
 * The favourites file, our own format in two forms (docs/favourites.md):
 *
 * - JSON: `{ "format": "media-search-favorites", "version": 1, "exportedAt": "<ISO 8601>",
 *   "favorites": [{ "mediaType", "mediaId", "mediaTitle", "mediaImageUrl", "addedAt" }] }`
 * - CSV, every field quoted and no formula left to run (csv.ts): a header row of `mediaType`,
 *   `mediaId`, `mediaTitle`, `mediaImageUrl` and `addedAt`, then one row per favourite (columns
 *   in any order when read; others are ignored).
 *
 * Newest first, as the list shows them. Reading checks every favourite as the API would, so a
 * file the preview accepts is one the import accepts; `addedAt` is not read back (an import
 * saves them anew, in the file's order).
 */
import type { AddFavoriteData, Favorite } from '@media-search/api-client';
import { CsvSyntaxError, parseCsv, toCsv } from './csv.ts';
import { MAX_FAVORITES } from './favorites-limit.ts';
import type { FileToSave } from './save-file.ts';

export type NewFavorite = AddFavoriteData['body'];
export type FileKind = 'json' | 'csv';

export const FILE_FORMAT = 'media-search-favorites';
export const FILE_VERSION = 1;
/**
 * Past this a file cannot be a list of ours (a whole list of the longest favourites is about
 * 1.2 MB of JSON), and reading it would only hold up the page.
 */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

const FIELDS = ['mediaType', 'mediaId', 'mediaTitle', 'mediaImageUrl'] as const;
type Field = (typeof FIELDS)[number];
const CSV_COLUMNS = [...FIELDS, 'addedAt'] as const;
const MEDIA_TYPES: readonly string[] = [
  'movie',
  'tv',
  'person',
] satisfies NewFavorite['mediaType'][];

export type FileProblem =
  /** Nothing in it, or a list of no favourites. */
  | 'empty'
  /** Larger than any list of ours could be. */
  | 'tooLarge'
  /** Not JSON, nor CSV: broken syntax, or a file that could not be read. */
  | 'unreadable'
  /** JSON or CSV, but not ours: no format marker, or not our columns. */
  | 'foreign'
  /** Ours, from a later version of the app. */
  | 'newerVersion'
  /** More favourites than anyone may keep. */
  | 'tooMany'
  /** A favourite (`item`, counted from 1) whose `field` is missing or not valid. */
  | 'invalidItem';

export class FavoritesFileError extends Error {
  readonly problem: FileProblem;
  readonly item: number | undefined;
  readonly field: Field | undefined;

  constructor(problem: FileProblem, detail?: { item: number; field: Field }) {
    super(detail ? `${problem}: item ${detail.item}, ${detail.field}` : problem);
    this.name = 'FavoritesFileError';
    this.problem = problem;
    this.item = detail?.item;
    this.field = detail?.field;
  }
}

/** The whole list as a file of `kind`, named for the day it was made. */
export function writeFavoritesFile(
  favorites: readonly Favorite[],
  kind: FileKind,
  now = new Date(),
): FileToSave {
  const fileName = `media-search-favorites-${now.toISOString().slice(0, 10)}.${kind}`;
  const entries = favorites.map((favorite) => ({
    mediaType: favorite.mediaType,
    mediaId: favorite.mediaId,
    mediaTitle: favorite.mediaTitle,
    mediaImageUrl: favorite.mediaImageUrl,
    addedAt: favorite.createdAt,
  }));
  if (kind === 'json') {
    const document = {
      format: FILE_FORMAT,
      version: FILE_VERSION,
      exportedAt: now.toISOString(),
      favorites: entries,
    };
    return {
      fileName,
      mimeType: 'application/json',
      text: `${JSON.stringify(document, null, 2)}\n`,
    };
  }
  const rows = entries.map((entry) => CSV_COLUMNS.map((column) => entry[column]));
  // The byte-order mark tells spreadsheets the file is UTF-8, so accents survive.
  return {
    fileName,
    mimeType: 'text/csv;charset=utf-8',
    text: `\uFEFF${toCsv([[...CSV_COLUMNS], ...rows])}`,
  };
}

/** The favourites a chosen file holds, checked, or the FavoritesFileError saying what is wrong. */
export async function readChosenFile(file: Blob): Promise<NewFavorite[] | FavoritesFileError> {
  if (file.size > MAX_FILE_BYTES) return new FavoritesFileError('tooLarge');
  try {
    return readFavoritesFile(await file.text());
  } catch (error) {
    if (error instanceof FavoritesFileError) return error;
    // The file went away or could not be read as text.
    return new FavoritesFileError('unreadable');
  }
}

/** The favourites a file's text holds, checked; throws FavoritesFileError saying what is wrong. */
export function readFavoritesFile(text: string): NewFavorite[] {
  const content = text.replace(/^\uFEFF/, '').trim();
  if (content === '') throw new FavoritesFileError('empty');
  const entries = /^[[{]/.test(content) ? jsonEntries(content) : csvEntries(content);
  if (entries.length === 0) throw new FavoritesFileError('empty');
  // No file of more could fit in a list.
  if (entries.length > MAX_FAVORITES) throw new FavoritesFileError('tooMany');
  return entries.map((entry, index) => checkedFavorite(entry, index + 1));
}

function jsonEntries(content: string): unknown[] {
  let document: unknown;
  try {
    document = JSON.parse(content);
  } catch {
    throw new FavoritesFileError('unreadable');
  }
  if (!isRecord(document) || document.format !== FILE_FORMAT)
    throw new FavoritesFileError('foreign');
  if (typeof document.version === 'number' && document.version > FILE_VERSION)
    throw new FavoritesFileError('newerVersion');
  if (document.version !== FILE_VERSION || !Array.isArray(document.favorites))
    throw new FavoritesFileError('foreign');
  return document.favorites;
}

function csvEntries(content: string): Record<string, string>[] {
  let records: string[][];
  try {
    records = parseCsv(content);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new FavoritesFileError('unreadable');
    throw error;
  }
  const [header = [], ...rows] = records;
  const names = header.map((name) => name.trim());
  if (!FIELDS.every((field) => names.includes(field))) throw new FavoritesFileError('foreign');
  return rows.map((row) =>
    Object.fromEntries(names.map((name, column) => [name, row[column] ?? ''])),
  );
}

// The API's rules (apps/server/src/favorites/favorite.ts), lengths in characters as it counts them.
// Unicode's control characters (Cc) are exactly the API's, U+0000–U+001F and U+007F–U+009F.
const CONTROL = /\p{Cc}/u;
const length = (text: string) => [...text].length;
const RULES: Record<Field, (value: string) => boolean> = {
  mediaType: (value) => MEDIA_TYPES.includes(value),
  mediaId: (value) => /^[0-9]{1,20}$/.test(value),
  mediaTitle: (value) => value.trim() !== '' && length(value) <= 300 && !CONTROL.test(value),
  mediaImageUrl: (value) => length(value) <= 500 && !CONTROL.test(value),
};

function checkedFavorite(entry: unknown, item: number): NewFavorite {
  if (!isRecord(entry)) throw new FavoritesFileError('invalidItem', { item, field: FIELDS[0] });
  const values = {} as Record<Field, string>;
  for (const field of FIELDS) {
    const raw = entry[field];
    // A hand-written JSON file may give an id as a number.
    const value = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
    if (typeof value !== 'string' || !RULES[field](value))
      throw new FavoritesFileError('invalidItem', { item, field });
    values[field] = value;
  }
  return { ...values, mediaType: values.mediaType as NewFavorite['mediaType'] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
