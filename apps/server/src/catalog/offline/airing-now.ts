/**
 * Seasons of a pack that air "now": a pack's files are fixed, so a demo show would never have
 * an episode coming out and the calendar would stay empty. A pack may name seasons in
 * `pack.json` (`airingNow`) whose episodes are re-dated when they are read, one a week, with the
 * `airedEpisodes`-th airing today: the same answers all day, moving on with the date.
 */
import type { TmdbEpisode, TmdbSeason, TmdbTvShow } from '../tmdb/tmdb.types.ts';

export interface AiringSeason {
  showId: number;
  seasonNumber: number;
  /** How many of its episodes have aired by today; the last of them airs today. */
  airedEpisodes: number;
}

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;

/** The date the schedule is read on: UTC's, as the library dates what has aired. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The air date of the episode at `index` (0-based) of a season airing now. */
export const airingDate = (airing: AiringSeason, index: number, today: string) =>
  plusDays(today, WEEK_DAYS * (index + 1 - airing.airedEpisodes));

/** The season with its episodes one a week around today, and its air date the first's. */
export function scheduledSeason(season: TmdbSeason, airing: AiringSeason, today: string) {
  const episodes = (season.episodes ?? []).map((episode, index) => ({
    ...episode,
    air_date: airingDate(airing, index, today),
  }));
  return { ...season, air_date: episodes[0]?.air_date ?? season.air_date ?? null, episodes };
}

/**
 * The show as it reads while that season airs: the season's summary dated, a returning series
 * whose last and next episodes to air are the season's, and (a first season) first aired then.
 */
export function scheduledShow(
  show: TmdbTvShow,
  season: TmdbSeason,
  airing: AiringSeason,
  today: string,
): TmdbTvShow {
  const { episodes, air_date: seasonStart } = scheduledSeason(season, airing, today);
  const aired = episodes.filter((episode) => (episode.air_date ?? '') <= today);
  const last: TmdbEpisode | null = aired.at(-1) ?? null;
  const next: TmdbEpisode | null = episodes[aired.length] ?? null;
  const isFirst = !(show.seasons ?? []).some(
    (each) => (each.season_number ?? 0) > 0 && (each.season_number ?? 0) < airing.seasonNumber,
  );
  return {
    ...show,
    status: next ? 'Returning Series' : show.status,
    first_air_date: isFirst ? (seasonStart ?? show.first_air_date) : show.first_air_date,
    last_air_date: last?.air_date ?? show.last_air_date,
    last_episode_to_air: last ? { ...last, guest_stars: [], crew: [] } : show.last_episode_to_air,
    next_episode_to_air: next ? { ...next, guest_stars: [], crew: [] } : null,
    seasons: (show.seasons ?? []).map((each) =>
      each.season_number === airing.seasonNumber ? { ...each, air_date: seasonStart } : each,
    ),
  };
}
