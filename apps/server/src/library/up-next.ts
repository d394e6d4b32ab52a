/**
 * Up Next: for each show the owner is watching, the episode to watch next. That is the first
 * aired episode they have not watched after the furthest one they have; a show they are caught
 * up with but skipped an aired episode of answers the earliest one skipped. Specials (season 0)
 * are never next. Read from the catalogue's show and season details, which the live catalogue
 * caches as it does every details answer, and only the seasons that can hold the answer.
 */
import type { Catalog } from '../catalog/catalog.ts';
import type { TvShowResponse } from '../catalog/view-models.ts';
import { NotFoundError } from '../errors.ts';
import type { ContentLanguage } from '../languages.ts';
import type { ShowWatched } from './for-you-store.ts';
import { SPECIALS } from './show-episodes.ts';
import { hasAired } from './title-facts.ts';
import { todayUtc } from './watch-date.ts';

export interface UpNextEpisode {
  seriesId: number;
  seriesName: string;
  posterPath: string | null;
  seasonNumber: number;
  episodeNumber: number;
  name: string;
  stillPath: string | null;
  airDate: string | null;
  /** When the owner last watched an episode of the show. */
  lastWatchedOn: string;
}

/** The most shows Up Next lists. */
export const UP_NEXT_LIMIT = 20;
/**
 * The most recently watched shows looked at: a show watched longer ago than this many others is
 * not looked for, so an owner who finished hundreds of shows costs a bounded number of reads.
 */
export const UP_NEXT_SHOWS_READ = 60;
/** Shows read at once: a fraction of the response cache's per-client budget of misses. */
const CONCURRENT_SHOWS = 4;

type SeasonSummary = TvShowResponse['seasons'][number];
type Place = { seasonNumber: number; episodeNumber: number };

const isAfter = (a: Place, b: Place) =>
  a.seasonNumber > b.seasonNumber ||
  (a.seasonNumber === b.seasonNumber && a.episodeNumber > b.episodeNumber);

/** The catalogue's answer, or undefined when it no longer knows the show or season. */
async function unlessGone<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** The show's next episode for the owner, or null when they have watched every aired one. */
async function nextOf(
  catalog: Catalog,
  watched: ShowWatched,
  today: string,
  language?: ContentLanguage,
): Promise<UpNextEpisode | null> {
  const show = await unlessGone(catalog.tvShow(watched.showId, undefined, language));
  if (!show) return null;
  const seen = new Set(watched.episodes.map((e) => `${e.seasonNumber}:${e.episodeNumber}`));
  const counted = watched.episodes.filter((episode) => episode.seasonNumber !== SPECIALS);
  const furthest = counted.reduce<Place>(
    (far, episode) => (isAfter(episode, far) ? episode : far),
    { seasonNumber: 0, episodeNumber: 0 },
  );
  const seasons = show.seasons
    .filter((season) => season.seasonNumber !== SPECIALS)
    .toSorted((a, b) => a.seasonNumber - b.seasonNumber);

  const firstUnwatched = async (season: SeasonSummary, wanted: (place: Place) => boolean) => {
    const answer = await unlessGone(
      catalog.season({ seriesId: show.id, seasonNumber: season.seasonNumber }, language),
    );
    return answer?.episodes.find(
      (episode) =>
        wanted(episode) &&
        hasAired(episode, today) &&
        !seen.has(`${episode.seasonNumber}:${episode.episodeNumber}`),
    );
  };
  const watchedIn = (seasonNumber: number) =>
    counted.filter((episode) => episode.seasonNumber === seasonNumber).length;

  // Onwards from the furthest watched; a season starting after today holds nothing aired.
  const ahead = seasons.filter(
    (season) =>
      season.seasonNumber >= furthest.seasonNumber &&
      !(season.airDate !== null && season.airDate > today),
  );
  let next;
  for (const season of ahead) {
    next = await firstUnwatched(season, (place) => isAfter(place, furthest));
    if (next) break;
  }
  // Caught up: the earliest aired episode skipped, in a season not watched whole.
  if (!next)
    for (const season of seasons.filter(
      (each) =>
        each.seasonNumber <= furthest.seasonNumber &&
        watchedIn(each.seasonNumber) < each.episodeCount,
    )) {
      next = await firstUnwatched(season, (place) => !isAfter(place, furthest));
      if (next) break;
    }
  if (!next) return null;
  return {
    seriesId: show.id,
    seriesName: show.name,
    posterPath: show.posterPath,
    seasonNumber: next.seasonNumber,
    episodeNumber: next.episodeNumber,
    name: next.name,
    stillPath: next.stillPath,
    airDate: next.airDate,
    lastWatchedOn: watched.lastWatchedOn,
  };
}

/** The next episode of each show in progress, the most recently watched show first. */
export async function upNext(
  catalog: Catalog,
  shows: readonly ShowWatched[],
  language?: ContentLanguage,
): Promise<UpNextEpisode[]> {
  const today = todayUtc();
  const found: UpNextEpisode[] = [];
  const candidates = shows.slice(0, UP_NEXT_SHOWS_READ);
  // In order, a few at a time, stopping once the row is full: no more reads than needed.
  for (let start = 0; start < candidates.length && found.length < UP_NEXT_LIMIT;) {
    const batch = candidates.slice(start, start + CONCURRENT_SHOWS);
    start += batch.length;
    for (const next of await Promise.all(
      batch.map((show) => nextOf(catalog, show, today, language)),
    ))
      if (next && found.length < UP_NEXT_LIMIT) found.push(next);
  }
  return found;
}
