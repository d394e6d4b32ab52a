/**
 * What a TV show's progress becomes when the visitor marks or un-marks episodes, shown before
 * the API answers (and put back if it refuses). The API's rules: the whole show is every aired
 * episode but the specials (season 0) when marked, and every episode, specials too, when
 * un-marked; the totals leave the specials out.
 */
import type { SeasonProgress, ShowProgress } from '@media-search/api-client';

export const SPECIALS = 0;

/** What a mark covers: the whole show (neither number), a season, or one of its episodes. */
export interface EpisodeScope {
  seasonNumber?: number;
  episodeNumber?: number;
}

export interface ProgressChange {
  scope: EpisodeScope;
  /** True to mark watched, false to un-mark. */
  watched: boolean;
  /**
   * The season's aired episodes, where the screen knows them (the season page): a season
   * marked then shows each of them marked at once, not only after the API's answer.
   */
  airedEpisodes?: readonly number[];
  /** The day a mark is for, YYYY-MM-DD; none: today where the visitor is. */
  watchedOn?: string;
}

const byNumber = (a: number, b: number) => a - b;

function changeSeason(season: SeasonProgress, change: ProgressChange): SeasonProgress {
  const { episodeNumber } = change.scope;
  if (episodeNumber !== undefined) {
    const others = season.watchedEpisodes.filter((number) => number !== episodeNumber);
    const watchedEpisodes = change.watched ? [...others, episodeNumber].toSorted(byNumber) : others;
    return { ...season, watched: watchedEpisodes.length, watchedEpisodes };
  }
  if (!change.watched) return { ...season, watched: 0, watchedEpisodes: [] };
  return {
    ...season,
    watched: season.aired,
    watchedEpisodes: change.airedEpisodes
      ? change.airedEpisodes.toSorted(byNumber)
      : season.watchedEpisodes,
  };
}

export function applyProgressChange(progress: ShowProgress, change: ProgressChange): ShowProgress {
  const { seasonNumber } = change.scope;
  const covers = (season: SeasonProgress) =>
    seasonNumber !== undefined
      ? season.seasonNumber === seasonNumber
      : !change.watched || season.seasonNumber !== SPECIALS;
  const seasons = progress.seasons.map((season) =>
    covers(season) ? changeSeason(season, change) : season,
  );
  const watched = seasons
    .filter((season) => season.seasonNumber !== SPECIALS)
    .reduce((sum, season) => sum + season.watched, 0);
  return { ...progress, seasons, watched };
}

/** One season's progress; none when the show's progress does not list it. */
export function progressOfSeason(
  progress: ShowProgress | undefined,
  seasonNumber: number,
): SeasonProgress | undefined {
  return progress?.seasons.find((season) => season.seasonNumber === seasonNumber);
}
