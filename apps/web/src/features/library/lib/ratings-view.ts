/**
 * Which of the visitor's ratings the screen lists, in the address
 * (`/ratings?type=movie&sort=rating&page=2`): only what differs from the defaults (all types,
 * most recently rated first, the first page). A value that makes no sense is left out.
 */
import type { Rating } from '@media-search/api-client';
import { pageFrom } from './watchlist-view.ts';

export const RATING_TYPES = ['movie', 'tv', 'episode'] as const;
export type RatingType = (typeof RATING_TYPES)[number];

export interface RatingsSearch {
  type?: RatingType;
  sort?: 'rating';
  page?: number;
}

export function validateRatingsSearch(search: Record<string, unknown>): RatingsSearch {
  const type = RATING_TYPES.find((known) => known === search.type);
  const page = pageFrom(search.page);
  return {
    ...(type && { type }),
    ...(search.sort === 'rating' && { sort: 'rating' as const }),
    ...(page && { page }),
  };
}

/** Every step of the scale, highest first: 5, 4.5, … 0.5. */
export const RATING_STEPS: readonly number[] = Array.from(
  { length: 10 },
  (_, index) => 5 - index / 2,
);

/** How many of `ratings` (of `type`, or all) give each step, highest step first. */
export function ratingDistribution(
  ratings: readonly Rating[],
  type: RatingType | undefined,
): { rating: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const row of ratings)
    if (!type || row.mediaType === type) counts.set(row.rating, (counts.get(row.rating) ?? 0) + 1);
  return RATING_STEPS.map((rating) => ({ rating, count: counts.get(rating) ?? 0 }));
}
