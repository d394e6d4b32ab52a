/**
 * The calendar's events for one owner and window: the episodes of the shows they follow (from
 * the catalogue's seasons and `next_episode_to_air`) and the theatrical and digital releases in
 * their region of the films on their watchlist. The same list makes the screen, the menu badge
 * and the iCalendar feed.
 */
import type { Catalog } from '../catalog/catalog.ts';
import type { TvShowResponse } from '../catalog/view-models.ts';
import { NotFoundError } from '../errors.ts';
import type { ContentLanguage } from '../languages.ts';
import type { CalendarRange } from './calendar-range.ts';
import { episodeKey, type CalendarStore, type FollowedMovie } from './calendar-store.ts';
import { SPECIALS } from './show-episodes.ts';
import { CONCURRENT_LOOKUPS, mapBounded } from './watchlist-availability.ts';

export interface CalendarEvent {
  /** Stable across requests and feeds: what a calendar app recognises an event by. */
  id: string;
  kind: 'episode' | 'theatrical' | 'digital';
  date: string;
  mediaType: 'tv' | 'movie';
  mediaId: number;
  title: string;
  seasonNumber: number | null;
  episodeNumber: number | null;
  episodeName: string | null;
  posterPath: string | null;
  stillPath: string | null;
  /** Dated today or before, in the visitor's time zone. */
  aired: boolean;
  /** An episode the owner has marked watched; always false for a release. */
  watched: boolean;
}

/** At most this many of a show's latest seasons are read: enough for any window up to a year. */
const SEASONS_READ = 2;

type Window = Pick<CalendarRange, 'from' | 'to' | 'today'>;

/** The seasons that can hold episodes dated inside the window, latest last. */
function seasonsInWindow(show: TvShowResponse, window: Window): number[] {
  const started = show.seasons
    .filter((season) => season.seasonNumber !== SPECIALS)
    .filter((season) => season.airDate === null || season.airDate <= window.to)
    .toSorted((a, b) => a.seasonNumber - b.seasonNumber);
  return started.slice(-SEASONS_READ).map((season) => season.seasonNumber);
}

/** A show that ended before the window, with nothing to come, costs no season reads. */
const isOver = (show: TvShowResponse, window: Window) =>
  show.nextEpisodeToAir === null && (show.lastAirDate ?? '') < window.from;

async function showEvents(
  catalog: Catalog,
  showId: number,
  window: Window,
  watched: Set<string>,
  language?: ContentLanguage,
): Promise<CalendarEvent[]> {
  let show: TvShowResponse;
  try {
    show = await catalog.tvShow(showId, undefined, language);
  } catch (error) {
    // A show the catalogue no longer knows has no dates to show.
    if (error instanceof NotFoundError) return [];
    throw error;
  }
  if (isOver(show, window)) return [];
  const seasons = await Promise.all(
    seasonsInWindow(show, window).map((seasonNumber) =>
      catalog.season({ seriesId: showId, seasonNumber }, language).catch((error: unknown) => {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      }),
    ),
  );
  const episodes = seasons.flatMap((season) => season?.episodes ?? []);
  const next = show.nextEpisodeToAir;
  if (
    next &&
    !episodes.some(
      (each) =>
        each.seasonNumber === next.seasonNumber && each.episodeNumber === next.episodeNumber,
    )
  )
    episodes.push(next);
  return episodes.flatMap((episode): CalendarEvent[] => {
    const date = episode.airDate;
    if (date === null || date < window.from || date > window.to) return [];
    return [
      {
        id: `episode-${showId}-${episode.seasonNumber}-${episode.episodeNumber}`,
        kind: 'episode',
        date,
        mediaType: 'tv',
        mediaId: showId,
        title: show.name,
        seasonNumber: episode.seasonNumber,
        episodeNumber: episode.episodeNumber,
        episodeName: episode.name || null,
        posterPath: show.posterPath,
        stillPath: episode.stillPath,
        aired: date <= window.today,
        watched: watched.has(episodeKey(showId, episode.seasonNumber, episode.episodeNumber)),
      },
    ];
  });
}

async function movieEvents(
  catalog: Catalog,
  movie: FollowedMovie,
  window: Window,
  region: string,
): Promise<CalendarEvent[]> {
  const releases = await catalog.movieReleases(movie.mediaId, region).catch((error: unknown) => {
    if (error instanceof NotFoundError) return [];
    throw error;
  });
  return releases
    .filter((release) => release.date >= window.from && release.date <= window.to)
    .map((release) => ({
      id: `movie-${movie.mediaId}-${release.kind}-${region}`,
      kind: release.kind,
      date: release.date,
      mediaType: 'movie',
      mediaId: movie.mediaId,
      title: movie.title,
      seasonNumber: null,
      episodeNumber: null,
      episodeName: null,
      posterPath: movie.posterPath,
      stillPath: null,
      aired: release.date <= window.today,
      watched: false,
    }));
}

const inOrder = (a: CalendarEvent, b: CalendarEvent) =>
  a.date.localeCompare(b.date) ||
  a.title.localeCompare(b.title) ||
  (a.seasonNumber ?? 0) - (b.seasonNumber ?? 0) ||
  (a.episodeNumber ?? 0) - (b.episodeNumber ?? 0) ||
  a.id.localeCompare(b.id);

/**
 * Every event of the owner's calendar in the window, by date. A catalogue failure fails the
 * whole: a calendar silently missing a show would say nothing airs.
 */
export async function calendarEvents(
  catalog: Catalog,
  store: CalendarStore,
  owner: string,
  window: Window,
  region: string,
  language?: ContentLanguage,
): Promise<CalendarEvent[]> {
  const [shows, movies, watched] = await Promise.all([
    store.followedShows(owner),
    store.watchlistedMovies(owner),
    store.watchedEpisodeKeys(owner),
  ]);
  const events = await mapBounded(
    [
      ...shows.map((showId) => () => showEvents(catalog, showId, window, watched, language)),
      ...movies.map((movie) => () => movieEvents(catalog, movie, window, region)),
    ],
    CONCURRENT_LOOKUPS,
    (read) => read(),
  );
  return events.flat().toSorted(inOrder);
}

/** Aired episodes not yet watched, dated after `since` (null: any in the window). */
export const unseenEpisodes = (events: readonly CalendarEvent[], since: string | null) =>
  events.filter(
    (event) =>
      event.kind === 'episode' && event.aired && !event.watched && (!since || event.date > since),
  ).length;
