/**
 * Media Search's own export (`format: 'media-search'`, version 1), read back: every title by
 * its TMDB type and id, so an export imported into a fresh account gives the same account.
 */
import type { ImportedServices, ImportItem, KeptFavorite, TitleRef } from '../import-items.ts';
import { ImportFileError, quoted } from '../import-file-error.ts';
import { calendarDate, fiveStarRating, instant } from './field-values.ts';
import { JsonFields } from './json-fields.ts';

export const MEDIA_SEARCH_EXPORT_VERSION = 1;

export interface MediaSearchRead {
  items: ImportItem[];
  services: ImportedServices | null;
  keptFavorites: KeptFavorite[];
}

/** Whether parsed JSON is our own export (of any version). */
export const isMediaSearchExport = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  (value as Record<string, unknown>).format === 'media-search';

type MediaType = TitleRef['mediaType'];

function mediaTypeOf<T extends string>(row: JsonFields, allowed: readonly T[]): T {
  const type = row.string('mediaType');
  const found = allowed.find((each) => each === type);
  if (found === undefined)
    throw new ImportFileError(
      row.place('mediaType'),
      `${quoted(type)} is not one of ${allowed.join(', ')}.`,
    );
  return found;
}

/** Title and year as the row kept them. */
function named(row: JsonFields): Pick<TitleRef, 'title' | 'year'> {
  const title = row.optionalString('title');
  const year = Number(row.optionalString('releaseDate')?.slice(0, 4));
  return { ...(title ? { title } : {}), ...(year > 0 ? { year } : {}) };
}

/** A movie or show by TMDB id; an episode by its show's TMDB id and its place in the show. */
function titleOf(row: JsonFields, allowed: readonly MediaType[]): TitleRef {
  const mediaType = mediaTypeOf(row, allowed);
  const tmdbId = row.count('mediaId');
  if (mediaType !== 'episode') return { mediaType, tmdbId, ...named(row) };
  const episodeName = row.optionalString('episodeName');
  return {
    mediaType,
    ...(episodeName ? { title: episodeName } : {}),
    show: { tmdbId, ...named(row) },
    seasonNumber: row.count('seasonNumber'),
    episodeNumber: row.count('episodeNumber'),
  };
}

const origin = (row: JsonFields) => ({ file: row.file, row: row.row ?? 1 });
const optionalInstant = (row: JsonFields, field: string) =>
  row.has(field) ? instant(row.string(field), row.place(field)) : null;

function servicesOf(root: JsonFields): ImportedServices | null {
  const services = root.optionalObject('services');
  if (!services) return null;
  const region = services.string('region');
  if (!/^[A-Z]{2}$/.test(region))
    throw new ImportFileError(services.place('region'), `${quoted(region)} is not a region code.`);
  const providerIds = services.objects('providers').map((provider) => provider.count('providerId'));
  return { region, providerIds };
}

/** The items and services of our export, refused whole if any part of it is not as written. */
export function readMediaSearch(file: string, value: unknown): MediaSearchRead {
  const root = new JsonFields(file, undefined, value);
  const version = root.count('version');
  if (version !== MEDIA_SEARCH_EXPORT_VERSION)
    throw new ImportFileError(
      root.place('version'),
      `version ${version} of Media Search's export is not one this app reads (it reads version ${MEDIA_SEARCH_EXPORT_VERSION}).`,
    );

  const items: ImportItem[] = [];
  // Favourites are ours to begin with (people among them): kept as they are, not matched.
  const keptFavorites = root.objects('favorites').map((row) => ({
    mediaType: mediaTypeOf(row, ['movie', 'tv', 'person'] as const),
    mediaId: row.count('mediaId'),
    title: row.string('title'),
    imageUrl: row.string('imageUrl'),
    addedAt: instant(row.string('addedAt'), row.place('addedAt')),
  }));
  for (const row of root.objects('watchlist'))
    items.push({
      kind: 'watchlist',
      ref: titleOf(row, ['movie', 'tv']),
      origin: origin(row),
      addedAt: optionalInstant(row, 'addedAt'),
    });
  for (const row of root.objects('history'))
    items.push({
      kind: 'watched',
      ref: titleOf(row, ['movie', 'episode']),
      origin: origin(row),
      watchedOn: calendarDate(row.string('watchedOn'), row.place('watchedOn')),
      rewatch: row.has('rewatch') && row.boolean('rewatch'),
    });
  for (const row of root.objects('ratings'))
    items.push({
      kind: 'rating',
      ref: titleOf(row, ['movie', 'tv', 'episode']),
      origin: origin(row),
      rating: fiveStarRating(row.scalar('rating'), row.place('rating')),
      ratedAt: optionalInstant(row, 'ratedAt'),
    });
  root.objects('lists').forEach((listRow, index) => {
    const description = listRow.optionalString('description') ?? '';
    const list = {
      key: listRow.optionalString('id') ?? `lists[${index + 1}]`,
      name: listRow.string('name'),
      description: description === '' ? null : description,
      public: listRow.has('public') && listRow.boolean('public'),
    };
    listRow.objects('items').forEach((row, position) =>
      items.push({
        kind: 'list-item',
        ref: titleOf(row, ['movie', 'tv']),
        origin: origin(row),
        list,
        position: position + 1,
      }),
    );
  });
  return { items, services: servicesOf(root), keptFavorites };
}
