/**
 * What offline discovery filters and sorts a title by, read once from its TMDB-shaped record
 * when the pack is loaded: the columns beside it in `titles`, its genres, and its watch offers
 * by region, provider and kind of offer.
 */
import {
  MONETIZATION_TYPES,
  US_CERTIFICATIONS,
  type MonetizationType,
} from '../discover-models.ts';
import { usCertification } from '../tmdb/tmdb.mapper.ts';
import type { TmdbGenre, TmdbMovie, TmdbProvider, TmdbTvShow } from '../tmdb/tmdb.types.ts';

export interface TitleFacts {
  voteAverage: number | null;
  voteCount: number | null;
  /** Minutes: a movie's length, a show's typical episode. */
  runtime: number | null;
  language: string | null;
  /** The US certification's place in `US_CERTIFICATIONS` (0 is G); null when unrated. */
  certification: number | null;
  revenue: number | null;
  genres: TmdbGenre[];
  offers: Offer[];
}

export interface Offer {
  region: string;
  monetization: MonetizationType;
  provider: TmdbProvider;
}

const numberOrNull = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function offersOf(record: TmdbMovie | TmdbTvShow): Offer[] {
  const offers: Offer[] = [];
  for (const [region, buckets] of Object.entries(record['watch/providers']?.results ?? {})) {
    for (const monetization of MONETIZATION_TYPES) {
      for (const provider of buckets?.[monetization] ?? [])
        offers.push({ region, monetization, provider });
    }
  }
  return offers;
}

function certificationRank(movie: TmdbMovie): number | null {
  const rank = US_CERTIFICATIONS.indexOf(
    usCertification(movie.release_dates) as (typeof US_CERTIFICATIONS)[number],
  );
  return rank < 0 ? null : rank;
}

export function movieFacts(movie: TmdbMovie): TitleFacts {
  return {
    voteAverage: numberOrNull(movie.vote_average),
    voteCount: numberOrNull(movie.vote_count),
    runtime: numberOrNull(movie.runtime) || null,
    language: movie.original_language || null,
    certification: certificationRank(movie),
    revenue: numberOrNull(movie.revenue),
    genres: movie.genres ?? [],
    offers: offersOf(movie),
  };
}

export function showFacts(show: TmdbTvShow): TitleFacts {
  return {
    voteAverage: numberOrNull(show.vote_average),
    voteCount: numberOrNull(show.vote_count),
    runtime:
      numberOrNull(show.episode_run_time?.[0]) ??
      (numberOrNull(show.last_episode_to_air?.runtime) || null),
    language: show.original_language || null,
    certification: null,
    revenue: null,
    genres: show.genres ?? [],
    offers: offersOf(show),
  };
}
