/**
 * Letterboxd's export: the zip as downloaded, or any of its CSV files on their own. Every title
 * is a film named by title and year. A zip's diary holds the dated watches; its watched.csv adds
 * one undated watch for each film the diary lacks, and its ratings.csv is the current rating of
 * each film, ahead of any rating in the diary.
 */
import type { ImportItem, ItemOrigin, TitleRef } from '../import-items.ts';
import { ImportFileError } from '../import-file-error.ts';
import { CsvTable, csvTable, type CsvRecord, type CsvRow } from './csv-table.ts';
import { calendarDate, fiveStarRating, listPosition, releaseYear } from './field-values.ts';

export type LetterboxdFileKind = 'watched' | 'ratings' | 'diary' | 'watchlist' | 'likes' | 'list';

export interface LetterboxdFile {
  /** Its name, or its path inside the zip. */
  path: string;
  kind: LetterboxdFileKind;
  records: CsvRecord[];
}

const TOP_LEVEL_FILES: Record<string, LetterboxdFileKind> = {
  'watched.csv': 'watched',
  'ratings.csv': 'ratings',
  'diary.csv': 'diary',
  'watchlist.csv': 'watchlist',
};

/** Folders of the export that hold nothing to import (deleted entries, Finder's leftovers). */
const IGNORED_FOLDERS = new Set(['deleted', 'orphaned', '__macosx']);

/**
 * The kind of a file in Letterboxd's zip by its path, or null for the files we leave (profile,
 * reviews, comments...). The export may sit in one folder when it was unzipped and zipped again.
 */
export function letterboxdZipKind(path: string): LetterboxdFileKind | null {
  const segments = path.toLowerCase().split('/');
  if (segments.some((segment) => IGNORED_FOLDERS.has(segment))) return null;
  const name = segments.at(-1) ?? '';
  const folder = segments.at(-2);
  if (folder === 'lists') return name.endsWith('.csv') ? 'list' : null;
  if (folder === 'likes') return name === 'films.csv' ? 'likes' : null;
  return TOP_LEVEL_FILES[name] ?? null;
}

/** Whether the records open like one of Letterboxd's list exports. */
export const isLetterboxdList = (records: CsvRecord[]) =>
  /^letterboxd list export/i.test(records[0]?.cells[0]?.trim() ?? '');

/** Whether a header is Letterboxd's (every one of its files names films in a Name column). */
export const isLetterboxdHeader = (header: string[]) =>
  header.some((cell) => /^(name|letterboxd uri)$/i.test(cell.trim()));

/** The kind of a CSV uploaded on its own: by its name, else by its columns. */
export function letterboxdLooseKind(fileName: string, records: CsvRecord[]): LetterboxdFileKind {
  if (isLetterboxdList(records)) return 'list';
  const name = fileName.toLowerCase().split('/').at(-1) ?? '';
  const named = TOP_LEVEL_FILES[name] ?? (name === 'films.csv' ? 'likes' : undefined);
  if (named) return named;
  const header = csvTable(fileName, records);
  if (header.has('Watched Date') || header.has('Rewatch')) return 'diary';
  if (header.has('Rating')) return 'ratings';
  return name.includes('watchlist') ? 'watchlist' : 'watched';
}

const REQUIRED: Record<Exclude<LetterboxdFileKind, 'list'>, readonly string[]> = {
  watched: ['Name', 'Year'],
  ratings: ['Date', 'Name', 'Year', 'Rating'],
  diary: ['Date', 'Name', 'Year', 'Rating', 'Rewatch', 'Watched Date'],
  watchlist: ['Date', 'Name', 'Year'],
  likes: ['Name', 'Year'],
};

const origin = (row: CsvRow): ItemOrigin => ({ file: row.file, row: row.line });

function film(row: CsvRow): TitleRef {
  const title = row.cell('Name');
  if (title === '') throw new ImportFileError(row.place('Name'), 'the film has no name.');
  const year = releaseYear(row.cell('Year'), row.place('Year'));
  return year === undefined ? { mediaType: 'movie', title } : { mediaType: 'movie', title, year };
}

/** One film whatever file names it: Letterboxd's URIs differ between diary entries and films. */
const filmKey = (ref: TitleRef) => `${ref.title ?? ''}\u0000${ref.year ?? ''}`;

function rows(file: LetterboxdFile & { kind: Exclude<LetterboxdFileKind, 'list'> }): CsvRow[] {
  const table = csvTable(file.path, file.records);
  table.require(REQUIRED[file.kind]);
  return table.rows();
}

interface DiaryEntry {
  watch: Extract<ImportItem, { kind: 'watched' }>;
  rating: Extract<ImportItem, { kind: 'rating' }> | null;
}

function diaryEntry(row: CsvRow): DiaryEntry {
  const ref = film(row);
  const logged = calendarDate(row.cell('Date'), row.place('Date'));
  const watchedDate = row.cell('Watched Date');
  const watchedOn =
    watchedDate === '' ? logged : calendarDate(watchedDate, row.place('Watched Date'));
  const stars = row.cell('Rating');
  return {
    watch: {
      kind: 'watched',
      ref,
      origin: origin(row),
      watchedOn,
      rewatch: row.cell('Rewatch').toLowerCase() === 'yes',
    },
    rating:
      stars === ''
        ? null
        : {
            kind: 'rating',
            ref,
            origin: origin(row),
            rating: fiveStarRating(stars, row.place('Rating')),
            ratedAt: logged,
          },
  };
}

/** Each film's latest rating in the diary (by the day watched, then the later row). */
function latestDiaryRatings(entries: DiaryEntry[]): Map<string, DiaryEntry> {
  const latest = new Map<string, DiaryEntry>();
  for (const entry of entries) {
    if (!entry.rating) continue;
    const key = filmKey(entry.watch.ref);
    const kept = latest.get(key);
    if (!kept || (kept.watch.watchedOn ?? '') <= (entry.watch.watchedOn ?? ''))
      latest.set(key, entry);
  }
  return latest;
}

function listItems(file: LetterboxdFile): ImportItem[] {
  // A title line, a table of one row about the list, a blank line, then the table of films.
  const [, metaHeader, meta, ...rest] = file.records;
  const itemsAt = rest.findIndex((record) => record.cells[0]?.trim().toLowerCase() === 'position');
  const itemsHeader = rest[itemsAt];
  if (!metaHeader || !meta || !itemsHeader)
    throw new ImportFileError(
      { file: file.path, row: (metaHeader ?? file.records[0])?.line },
      'this list export lacks its table of films (a header starting “Position,Name,Year”).',
    );
  const about = new CsvTable(file.path, metaHeader, [meta]);
  about.require(['Name']);
  const [aboutRow] = about.rows();
  const films = new CsvTable(file.path, itemsHeader, rest.slice(itemsAt + 1));
  films.require(['Position', 'Name', 'Year']);
  const description = aboutRow?.cell('Description') ?? '';
  const list = {
    key: file.path,
    name:
      aboutRow?.cell('Name') || (file.path.split('/').at(-1) ?? file.path).replace(/\.csv$/i, ''),
    description: description === '' ? null : description,
    public: false,
  };
  return films.rows().map((row) => ({
    kind: 'list-item',
    ref: film(row),
    origin: origin(row),
    list,
    position: listPosition(row.cell('Position'), row.place('Position')),
  }));
}

/** The items of Letterboxd files, read together (a diary and watched.csv share their films). */
export function readLetterboxd(files: LetterboxdFile[]): ImportItem[] {
  const ofKind = <K extends LetterboxdFileKind>(kind: K) =>
    files.filter((file): file is LetterboxdFile & { kind: K } => file.kind === kind);

  const diary = ofKind('diary').flatMap((file) => rows(file).map(diaryEntry));
  const ratings: ImportItem[] = ofKind('ratings').flatMap((file) =>
    rows(file).map((row) => ({
      kind: 'rating',
      ref: film(row),
      origin: origin(row),
      rating: fiveStarRating(row.cell('Rating'), row.place('Rating')),
      ratedAt: calendarDate(row.cell('Date'), row.place('Date')),
    })),
  );
  const inDiary = new Set(diary.map((entry) => filmKey(entry.watch.ref)));
  const rated = new Set(ratings.map((item) => filmKey(item.ref)));
  const diaryRatings = [...latestDiaryRatings(diary).values()].flatMap((entry) =>
    entry.rating && !rated.has(filmKey(entry.rating.ref)) ? [entry.rating] : [],
  );
  const undatedWatches: ImportItem[] = ofKind('watched').flatMap((file) =>
    rows(file).flatMap((row) => {
      const ref = film(row);
      if (inDiary.has(filmKey(ref))) return [];
      return [{ kind: 'watched', ref, origin: origin(row), watchedOn: null, rewatch: false }];
    }),
  );
  const watchlist: ImportItem[] = ofKind('watchlist').flatMap((file) =>
    rows(file).map((row) => ({
      kind: 'watchlist',
      ref: film(row),
      origin: origin(row),
      addedAt: calendarDate(row.cell('Date'), row.place('Date')),
    })),
  );
  const favorites: ImportItem[] = ofKind('likes').flatMap((file) =>
    rows(file).map((row) => ({ kind: 'favorite', ref: film(row), origin: origin(row) })),
  );
  return [
    ...diary.map((entry) => entry.watch),
    ...undatedWatches,
    ...ratings,
    ...diaryRatings,
    ...watchlist,
    ...favorites,
    ...ofKind('list').flatMap(listItems),
  ];
}
