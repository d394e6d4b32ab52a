/**
 * IMDb's CSV exports: ratings, the watchlist and lists, in today's columns and the older ones
 * (title types written `tvSeries` rather than "TV Series", no Original Title). Each title
 * carries its IMDb id, which the matcher looks up; 1-to-10 ratings are halved.
 */
import type { ImportItem, TitleRef } from '../import-items.ts';
import { ImportFileError, quoted } from '../import-file-error.ts';
import { csvTable, type CsvRecord, type CsvRow } from './csv-table.ts';
import { calendarDate, listPosition, releaseYear, tenPointRating } from './field-values.ts';

/** Whether a header is IMDb's: every export names its titles by `Const`. */
export const isImdbHeader = (header: string[]) =>
  header.some((cell) => cell.trim().toLowerCase() === 'const');

/**
 * IMDb's title types, letters only and lower case, so "TV Mini Series" and `tvMiniSeries` meet.
 * Types the app keeps no such thing for (games, podcasts, music videos) are skipped; any other
 * is left for the matcher to find among films and shows.
 */
const TITLE_TYPES: Record<string, TitleRef['mediaType'] | 'skip'> = {
  movie: 'movie',
  tvmovie: 'movie',
  video: 'movie',
  short: 'movie',
  tvshort: 'movie',
  tvseries: 'tv',
  tvminiseries: 'tv',
  tvepisode: 'episode',
  videogame: 'skip',
  podcastseries: 'skip',
  podcastepisode: 'skip',
  musicvideo: 'skip',
};

const titleTypeKey = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

const REQUIRED = {
  ratings: ['Const', 'Your Rating', 'Date Rated', 'Title', 'Title Type', 'Year'],
  list: ['Position', 'Const', 'Created', 'Title', 'Title Type', 'Year'],
} as const;

export interface ImdbRead {
  items: ImportItem[];
  /** Rows of titles the app keeps no such thing for (video games, podcasts). */
  skipped: number;
}

function title(row: CsvRow): TitleRef | null {
  const mediaType = TITLE_TYPES[titleTypeKey(row.cell('Title Type'))] ?? 'unknown';
  if (mediaType === 'skip') return null;
  const imdbId = row.cell('Const');
  if (!/^tt\d+$/.test(imdbId))
    throw new ImportFileError(
      row.place('Const'),
      `${quoted(imdbId)} is not an IMDb title id (“tt” and digits).`,
    );
  const year = releaseYear(row.cell('Year'), row.place('Year'));
  const ref: TitleRef = { mediaType, imdbId, title: row.cell('Title') };
  return year === undefined ? ref : { ...ref, year };
}

const optionalDate = (row: CsvRow, column: string) =>
  row.cell(column) === '' ? null : calendarDate(row.cell(column), row.place(column));

const baseName = (file: string) => (file.split('/').at(-1) ?? file).replace(/\.csv$/i, '') || file;

/** One IMDb export: ratings without a Position column, a watchlist or a list with one. */
export function readImdb(file: string, records: CsvRecord[]): ImdbRead {
  const table = csvTable(file, records);
  const isRatings = !table.has('Position');
  table.require(isRatings ? REQUIRED.ratings : REQUIRED.list);
  const isWatchlist = !isRatings && baseName(file).toLowerCase().includes('watchlist');
  const list = { key: file, name: baseName(file), description: null, public: false };

  const items: ImportItem[] = [];
  let skipped = 0;
  for (const row of table.rows()) {
    const ref = title(row);
    if (!ref) {
      skipped += 1;
      continue;
    }
    const origin = { file, row: row.line };
    if (isRatings) {
      const rating = tenPointRating(row.cell('Your Rating'), row.place('Your Rating'));
      items.push({ kind: 'rating', ref, origin, rating, ratedAt: optionalDate(row, 'Date Rated') });
    } else if (isWatchlist) {
      items.push({ kind: 'watchlist', ref, origin, addedAt: optionalDate(row, 'Created') });
    } else {
      const position = listPosition(row.cell('Position'), row.place('Position'));
      items.push({ kind: 'list-item', ref, origin, list, position });
    }
  }
  return { items, skipped };
}
