/**
 * The export as Letterboxd's own export zip: the same files and columns Letterboxd writes, so a
 * visitor can take their diary there (or to anything that reads Letterboxd's export). Letterboxd
 * knows films only: shows and episodes are left out. Its URIs are unknown here and left empty;
 * Letterboxd matches by name and year. Every cell that a spreadsheet would run as a formula
 * (= + - @ tab CR at the start) is written with a leading apostrophe (csv-stringify's
 * `escape_formulas`): titles and list names are whatever people and TMDB typed.
 */
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ExportDocument, ExportedList } from './export-document.ts';

type Cell = string | number;

const FILM = ['Date', 'Name', 'Year', 'Letterboxd URI'];
const DIARY = [...FILM, 'Rating', 'Rewatch', 'Tags', 'Watched Date'];
const RATINGS = [...FILM, 'Rating'];
const LIST_HEADER = ['Date', 'Name', 'Tags', 'URL', 'Description'];
const LIST_ITEMS = ['Position', 'Name', 'Year', 'URL', 'Description'];
/** The first line of Letterboxd's list files, before the list's own header block. */
const LIST_EXPORT_LINE = 'Letterboxd list export v7';

const csv = (records: Cell[][]) => strToU8(stringify(records, { escape_formulas: true }));
const day = (timestamp: string) => timestamp.slice(0, 10);
const yearOf = (releaseDate: string | null | undefined) => releaseDate?.slice(0, 4) ?? '';

/** A list's file name: its name as a Letterboxd slug, made unique among the zip's lists. */
function listFileNames(lists: ExportedList[]): string[] {
  const taken = new Set<string>();
  return lists.map((list) => {
    const slug =
      list.name
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'list';
    let name = slug;
    for (let n = 2; taken.has(name); n++) name = `${slug}-${n}`;
    taken.add(name);
    return `lists/${name}.csv`;
  });
}

/** The release year of each movie, from any row that keeps one (a favourite keeps none). */
function movieYears(document: ExportDocument): Map<number, string> {
  const years = new Map<number, string>();
  const rows = [
    ...document.watchlist,
    ...document.history,
    ...document.ratings,
    ...document.lists.flatMap((list) => list.items),
  ];
  for (const row of rows)
    if (row.mediaType === 'movie' && row.releaseDate)
      years.set(row.mediaId, yearOf(row.releaseDate));
  return years;
}

function listFile(list: ExportedList): Uint8Array {
  const films = list.items.filter((item) => item.mediaType === 'movie');
  return csv([
    [LIST_EXPORT_LINE],
    LIST_HEADER,
    [day(list.createdAt), list.name, '', '', list.description],
    [],
    LIST_ITEMS,
    ...films.map((item, index) => [index + 1, item.title, yearOf(item.releaseDate), '', '']),
  ]);
}

export function letterboxdZip(document: ExportDocument): Uint8Array {
  const movieWatches = document.history.filter((watch) => watch.mediaType === 'movie');
  const movieRatings = new Map(
    document.ratings
      .filter((rating) => rating.mediaType === 'movie')
      .map((rating) => [rating.mediaId, rating]),
  );
  const firstWatches = new Map<number, (typeof movieWatches)[number]>();
  for (const watch of movieWatches)
    if (!firstWatches.has(watch.mediaId)) firstWatches.set(watch.mediaId, watch);
  const years = movieYears(document);

  const files: Zippable = {
    'watched.csv': csv([
      FILM,
      ...[...firstWatches.values()].map((watch) => [
        watch.watchedOn,
        watch.title,
        yearOf(watch.releaseDate),
        '',
      ]),
    ]),
    'diary.csv': csv([
      DIARY,
      ...movieWatches.map((watch) => [
        day(watch.createdAt),
        watch.title,
        yearOf(watch.releaseDate),
        '',
        movieRatings.get(watch.mediaId)?.rating ?? '',
        watch.rewatch ? 'Yes' : '',
        '',
        watch.watchedOn,
      ]),
    ]),
    'ratings.csv': csv([
      RATINGS,
      ...[...movieRatings.values()].map((rating) => [
        day(rating.ratedAt),
        rating.title,
        yearOf(rating.releaseDate),
        '',
        rating.rating,
      ]),
    ]),
    'watchlist.csv': csv([
      FILM,
      ...document.watchlist
        .filter((item) => item.mediaType === 'movie')
        .map((item) => [day(item.addedAt), item.title, yearOf(item.releaseDate), '']),
    ]),
    'likes/films.csv': csv([
      FILM,
      ...document.favorites
        .filter((favorite) => favorite.mediaType === 'movie')
        .map((favorite) => [
          day(favorite.addedAt),
          favorite.title,
          years.get(favorite.mediaId) ?? '',
          '',
        ]),
    ]),
  };
  const names = listFileNames(document.lists);
  document.lists.forEach((list, index) => {
    files[names[index] as string] = listFile(list);
  });
  return zipSync(files);
}
