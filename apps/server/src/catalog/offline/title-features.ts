/**
 * What the recommender compares two titles by, read from a pack's TMDB-shaped records: the
 * collection, the people (cast, key crew such as directors and writers, other crew, creators)
 * and the genres.
 */
import type { TmdbMovie, TmdbTvShow } from '../tmdb/tmdb.types.ts';
import { KEY_CREW_JOBS } from '../view-models.ts';
import { FEATURE_WEIGHTS, type TitleFeatures } from './recommender.ts';

const KEY_JOBS = new Set<string>(KEY_CREW_JOBS);

/** Keeps a feature's highest weight: a director who also composed counts as key crew. */
function put(features: TitleFeatures, feature: string, weight: number): void {
  features.set(feature, Math.max(weight, features.get(feature) ?? 0));
}

function crewWeight(jobs: (string | undefined)[]): number {
  return jobs.some((job) => job !== undefined && KEY_JOBS.has(job))
    ? FEATURE_WEIGHTS.keyCrew
    : FEATURE_WEIGHTS.crew;
}

export function movieFeatures(movie: TmdbMovie): TitleFeatures {
  const features: TitleFeatures = new Map();
  if (movie.belongs_to_collection) {
    put(features, `collection:${movie.belongs_to_collection.id}`, FEATURE_WEIGHTS.collection);
  }
  for (const genre of movie.genres ?? []) put(features, `genre:${genre.id}`, FEATURE_WEIGHTS.genre);
  for (const cast of movie.credits?.cast ?? [])
    put(features, `cast:${cast.id}`, FEATURE_WEIGHTS.cast);
  for (const crew of movie.credits?.crew ?? []) {
    put(features, `crew:${crew.id}`, crewWeight([crew.job]));
  }
  return features;
}

export function showFeatures(show: TmdbTvShow): TitleFeatures {
  const features: TitleFeatures = new Map();
  for (const genre of show.genres ?? []) put(features, `genre:${genre.id}`, FEATURE_WEIGHTS.genre);
  const cast = show.aggregate_credits?.cast?.length
    ? show.aggregate_credits.cast
    : (show.credits?.cast ?? []);
  for (const member of cast) put(features, `cast:${member.id}`, FEATURE_WEIGHTS.cast);
  for (const creator of show.created_by ?? []) {
    put(features, `crew:${creator.id}`, FEATURE_WEIGHTS.keyCrew);
  }
  for (const crew of show.aggregate_credits?.crew ?? []) {
    put(features, `crew:${crew.id}`, crewWeight((crew.jobs ?? []).map((job) => job.job)));
  }
  return features;
}
