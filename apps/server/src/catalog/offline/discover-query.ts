/**
 * Offline discovery and the more lists as SQL over the pack's `titles` (alias `t`) and the
 * tables beside it: a WHERE clause with its parameters and an ORDER BY, both in the same
 * terms as TMDB's (five stars are ten points, years whole calendar years).
 */
import type { ListKind, TitleType } from '../catalog.ts';
import {
  RATING_SORT_VOTE_FLOOR,
  US_CERTIFICATIONS,
  type DiscoverFilters,
  type DiscoverSort,
} from '../discover-models.ts';

export interface TitleQuery {
  where: string;
  params: (string | number)[];
  orderBy: string;
}

/** Ten points to five stars, as on TMDB. */
const POINTS_PER_STAR = 2;
/** What "now playing" reaches back to: a film stays in cinemas about six weeks. */
const NOW_PLAYING_DAYS = 42;
/** TMDB's "on the air": an episode in the next seven days, today included. */
const ON_THE_AIR_DAYS = 7;

/** The lists' orders: ties go to the lower TMDB id, as in the popular and trending lists. */
const LIST_ORDERS = {
  popularity: 't.popularity DESC, t.id',
  rating: 't.vote_average DESC, t.vote_count DESC, t.id',
  trending: 't.trending DESC, t.id',
  soonest: 't.released, t.popularity DESC, t.id',
};

/**
 * Discovery's orders: each one its index's columns, ties by rowid (which every index holds),
 * so a whole order is read from its index alone.
 */
export const DISCOVER_ORDERS: Record<DiscoverSort, string> = {
  popularity: 't.popularity DESC, t.rowid',
  rating: 't.vote_average DESC, t.vote_count DESC, t.rowid',
  releaseDate: 't.released DESC, t.rowid',
  title: 't.folded_name, t.rowid',
  revenue: 't.revenue DESC, t.rowid',
};

const json = (values: readonly (string | number)[]) => JSON.stringify(values);

export function discoverQuery(kind: TitleType, filters: DiscoverFilters): TitleQuery {
  const where = ['t.kind = ?'];
  const params: (string | number)[] = [kind];
  const add = (clause: string, ...values: (string | number)[]) => {
    where.push(clause);
    params.push(...values);
  };
  for (const genre of filters.genres) {
    add(
      't.rowid IN (SELECT title_rowid FROM title_genres WHERE genre_id = ? AND kind = ?)',
      genre,
      kind,
    );
  }
  if (filters.yearFrom !== undefined) add('t.released >= ?', `${filters.yearFrom}-01-01`);
  if (filters.yearTo !== undefined) add('t.released <= ?', `${filters.yearTo}-12-31`);
  if (filters.minRating !== undefined)
    add('t.vote_average >= ?', filters.minRating * POINTS_PER_STAR);
  const minVotes =
    filters.minVotes ?? (filters.sortBy === 'rating' ? RATING_SORT_VOTE_FLOOR : undefined);
  if (minVotes !== undefined) add('t.vote_count >= ?', minVotes);
  if (filters.runtimeMin !== undefined) add('t.runtime >= ?', filters.runtimeMin);
  if (filters.runtimeMax !== undefined) add('t.runtime <= ?', filters.runtimeMax);
  if (filters.language !== undefined) add('t.language = ?', filters.language);
  if (filters.certification !== undefined) {
    add('t.certification <= ?', US_CERTIFICATIONS.indexOf(filters.certification));
  }
  if (filters.region !== undefined) {
    const offer = ['region = ?', 'kind = ?'];
    const offerParams: (string | number)[] = [filters.region, kind];
    if (filters.providers.length > 0) {
      offer.push('provider_id IN (SELECT value FROM json_each(?))');
      offerParams.push(json(filters.providers));
    }
    if (filters.monetization.length > 0) {
      offer.push('monetization IN (SELECT value FROM json_each(?))');
      offerParams.push(json(filters.monetization));
    }
    add(`t.rowid IN (SELECT title_rowid FROM offers WHERE ${offer.join(' AND ')})`, ...offerParams);
  }
  return { where: where.join(' AND '), params, orderBy: DISCOVER_ORDERS[filters.sortBy] };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (today: Date, days: number) =>
  isoDay(new Date(today.getTime() + days * 24 * 60 * 60 * 1000));

/**
 * A list of the pack for a kind of list: top rated by rating among titles with enough votes,
 * upcoming and now playing by release date against `today`, airing today and on the air by
 * the air dates of the pack's episodes, trending today as trending (the pack has one day).
 */
export function listQuery(
  type: 'movie' | 'tv' | 'person',
  kind: ListKind,
  today: Date,
): TitleQuery {
  const day = isoDay(today);
  const of = (where: string, params: (string | number)[], orderBy: string): TitleQuery => ({
    where: `t.kind = ? AND ${where}`,
    params: [type, ...params],
    orderBy,
  });
  switch (kind) {
    case 'popular':
      return of('1', [], LIST_ORDERS.popularity);
    case 'trending':
    case 'trending-day':
      return of('1', [], LIST_ORDERS.trending);
    case 'top-rated':
      return of('t.vote_count >= ?', [RATING_SORT_VOTE_FLOOR], LIST_ORDERS.rating);
    case 'upcoming':
      return of('t.released > ?', [day], LIST_ORDERS.soonest);
    case 'now-playing':
      return of(
        't.released BETWEEN ? AND ?',
        [daysFrom(today, -NOW_PLAYING_DAYS), day],
        LIST_ORDERS.popularity,
      );
    case 'airing-today':
      return of(
        't.id IN (SELECT show_id FROM airings WHERE air_date = ?)',
        [day],
        LIST_ORDERS.popularity,
      );
    case 'on-the-air':
      return of(
        't.id IN (SELECT show_id FROM airings WHERE air_date BETWEEN ? AND ?)',
        [day, daysFrom(today, ON_THE_AIR_DAYS - 1)],
        LIST_ORDERS.popularity,
      );
  }
}
