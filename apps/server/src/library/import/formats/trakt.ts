/**
 * Trakt's JSON export: one file, or the zip of them. Titles carry Trakt's `ids` (TMDB and IMDb
 * ids) for the matcher; ratings from 1 to 10 are halved. The history lists every play, so when
 * it is there the watched-movies and watched-shows summaries (last play only) are left out.
 */
import type { ImportItem, TitleRef } from '../import-items.ts';
import { ImportFileError, quoted } from '../import-file-error.ts';
import { instant, tenPointRating } from './field-values.ts';
import { jsonItems, type JsonFields } from './json-fields.ts';

export type TraktFileKind =
  'history' | 'watched-movies' | 'watched-shows' | 'ratings' | 'watchlist' | 'lists-lists' | 'list';

export interface TraktFile {
  /** Its name, or its path inside the zip. */
  path: string;
  kind: TraktFileKind;
  items: unknown[];
}

export interface TraktRead {
  items: ImportItem[];
  /** Entries of kinds the app keeps none of (season ratings, people or seasons in lists). */
  skipped: number;
}

const baseName = (path: string) => (path.split('/').at(-1) ?? path).toLowerCase();

/** The kind of a Trakt file by its name, or null for a name Trakt's export does not use. */
export function traktKindOfName(path: string): TraktFileKind | null {
  if (path.toLowerCase().split('/').includes('__macosx')) return null;
  const name = baseName(path);
  if (/^(watched-)?history(-\d+)?\.json$/.test(name)) return 'history';
  if (name === 'watched-movies.json') return 'watched-movies';
  if (name === 'watched-shows.json') return 'watched-shows';
  if (/^ratings-(movies|shows|episodes|seasons)\.json$/.test(name)) return 'ratings';
  if (/^watchlist(-(movies|shows|episodes|seasons))?\.json$/.test(name)) return 'watchlist';
  if (name === 'lists-lists.json') return 'lists-lists';
  if (/^lists-.+\.json$/.test(name)) return 'list';
  return null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The kind of a Trakt file by the fields of its first item, or null when they are not Trakt's. */
export function traktKindOfShape(items: unknown[]): TraktFileKind | null {
  const first = items[0];
  if (!isObject(first)) return null;
  const has = (field: string) => field in first;
  if (has('watched_at') && has('action')) return 'history';
  if (has('plays') && has('seasons')) return 'watched-shows';
  if (has('plays') && has('movie')) return 'watched-movies';
  if (has('rated_at') && has('rating')) return 'ratings';
  if (has('listed_at')) return 'watchlist';
  if (has('name') && has('privacy')) return 'lists-lists';
  return null;
}

/** Trakt's ids of a movie, show or episode, as far as they are given. */
function ids(title: JsonFields): Pick<TitleRef, 'tmdbId' | 'imdbId'> {
  const given = title.optionalObject('ids');
  const tmdbId = given?.optionalCount('tmdb');
  const imdb = given?.has('imdb') ? given.scalar('imdb') : '';
  return {
    ...(tmdbId ? { tmdbId } : {}),
    ...(/^tt\d+$/.test(imdb) ? { imdbId: imdb } : {}),
  };
}

function named(title: JsonFields): Pick<TitleRef, 'title' | 'year'> {
  const name = title.optionalString('title');
  const year = title.optionalCount('year');
  return { ...(name ? { title: name } : {}), ...(year ? { year } : {}) };
}

function titleRef(title: JsonFields, mediaType: 'movie' | 'tv'): TitleRef {
  const ref: TitleRef = { mediaType, ...ids(title), ...named(title) };
  if (ref.tmdbId === undefined && ref.imdbId === undefined && ref.title === undefined)
    throw new ImportFileError(title.place(), 'the title has no TMDB id, IMDb id or name.');
  return ref;
}

/** An episode's show, as {@link TitleRef} names it. */
function showOf(item: JsonFields): NonNullable<TitleRef['show']> {
  const { mediaType: _tv, ...show } = titleRef(item.object('show'), 'tv');
  return show;
}

function episodeRef(item: JsonFields): TitleRef {
  const episode = item.object('episode');
  const { imdbId } = ids(episode);
  const name = episode.optionalString('title');
  return {
    mediaType: 'episode',
    ...(imdbId ? { imdbId } : {}),
    ...(name ? { title: name } : {}),
    show: showOf(item),
    seasonNumber: episode.count('season'),
    episodeNumber: episode.count('number'),
  };
}

/** The title of an item by its `type`: a ref, 'skip' for kinds the app keeps none of. */
function typedRef(item: JsonFields, allowed: readonly string[]): TitleRef | 'skip' {
  const type = item.string('type');
  if (!allowed.includes(type)) {
    if (['movie', 'show', 'season', 'episode', 'person'].includes(type)) return 'skip';
    throw new ImportFileError(item.place('type'), `${quoted(type)} is not a kind of title.`);
  }
  if (type === 'movie') return titleRef(item.object('movie'), 'movie');
  if (type === 'show') return titleRef(item.object('show'), 'tv');
  return episodeRef(item);
}

const origin = (item: JsonFields) => ({ file: item.file, row: item.row ?? 1 });
const day = (item: JsonFields, field: string) =>
  instant(item.string(field), item.place(field)).slice(0, 10);

function historyItems(items: JsonFields[]): ImportItem[] {
  const watches = items.map((item) => {
    const ref = typedRef(item, ['movie', 'episode']);
    if (ref === 'skip')
      throw new ImportFileError(item.place('type'), 'the history holds movies and episodes only.');
    return { item, ref, watchedAt: instant(item.string('watched_at'), item.place('watched_at')) };
  });
  // A film's plays after its first are rewatches, whatever order the file lists them in.
  const firstPlay = new Map<string, string>();
  for (const { ref, watchedAt } of watches) {
    if (ref.mediaType !== 'movie') continue;
    const key = JSON.stringify(ref);
    const first = firstPlay.get(key);
    if (first === undefined || watchedAt < first) firstPlay.set(key, watchedAt);
  }
  return watches.map(({ item, ref, watchedAt }) => ({
    kind: 'watched',
    ref,
    origin: origin(item),
    watchedOn: watchedAt.slice(0, 10),
    rewatch: ref.mediaType === 'movie' && firstPlay.get(JSON.stringify(ref)) !== watchedAt,
  }));
}

function watchedShowItems(item: JsonFields): ImportItem[] {
  const show = showOf(item);
  return item.objects('seasons').flatMap((season) =>
    season.objects('episodes').map((episode) => ({
      kind: 'watched',
      ref: {
        mediaType: 'episode',
        show,
        seasonNumber: season.count('number'),
        episodeNumber: episode.count('number'),
      },
      origin: origin(item),
      watchedOn: episode.has('last_watched_at') ? day(episode, 'last_watched_at') : null,
      rewatch: false,
    })),
  );
}

interface ListInfo {
  name: string;
  description: string | null;
  public: boolean;
}

function listInfos(files: TraktFile[]): Map<string, ListInfo> {
  const infos = new Map<string, ListInfo>();
  for (const file of files.filter((each) => each.kind === 'lists-lists'))
    for (const list of jsonItems(file.path, file.items)) {
      const description = list.optionalString('description') ?? '';
      infos.set(list.object('ids').string('slug').toLowerCase(), {
        name: list.string('name'),
        description: description === '' ? null : description,
        public: list.optionalString('privacy') === 'public',
      });
    }
  return infos;
}

/** The items of Trakt files, read together (the history stands in for the watched summaries). */
export function readTrakt(files: TraktFile[]): TraktRead {
  const hasHistory = files.some((file) => file.kind === 'history');
  const lists = listInfos(files);
  const items: ImportItem[] = [];
  let skipped = 0;
  const add = (ref: TitleRef | 'skip', make: (ref: TitleRef) => ImportItem) => {
    if (ref === 'skip') skipped += 1;
    else items.push(make(ref));
  };

  for (const file of files) {
    const entries = jsonItems(file.path, file.items);
    switch (file.kind) {
      case 'history':
        items.push(...historyItems(entries));
        break;
      case 'watched-movies':
        if (hasHistory) break;
        for (const entry of entries)
          items.push({
            kind: 'watched',
            ref: titleRef(entry.object('movie'), 'movie'),
            origin: origin(entry),
            watchedOn: day(entry, 'last_watched_at'),
            rewatch: false,
          });
        break;
      case 'watched-shows':
        if (!hasHistory) items.push(...entries.flatMap(watchedShowItems));
        break;
      case 'ratings':
        for (const entry of entries)
          add(typedRef(entry, ['movie', 'show', 'episode']), (ref) => ({
            kind: 'rating',
            ref,
            origin: origin(entry),
            rating: tenPointRating(entry.scalar('rating'), entry.place('rating')),
            ratedAt: instant(entry.string('rated_at'), entry.place('rated_at')),
          }));
        break;
      case 'watchlist':
        for (const entry of entries)
          add(typedRef(entry, ['movie', 'show']), (ref) => ({
            kind: 'watchlist',
            ref,
            origin: origin(entry),
            addedAt: instant(entry.string('listed_at'), entry.place('listed_at')),
          }));
        break;
      case 'list': {
        const slug = baseName(file.path)
          .replace(/^lists-/, '')
          .replace(/\.json$/, '');
        const list = {
          key: file.path,
          ...(lists.get(slug) ?? { name: slug, description: null, public: false }),
        };
        entries.forEach((entry, index) =>
          add(typedRef(entry, ['movie', 'show']), (ref) => ({
            kind: 'list-item',
            ref,
            origin: origin(entry),
            list,
            position: entry.optionalCount('rank') ?? index + 1,
          })),
        );
        break;
      }
      case 'lists-lists':
        break;
    }
  }
  return { items, skipped };
}
