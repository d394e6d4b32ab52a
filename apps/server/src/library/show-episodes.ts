/**
 * A show's aired episodes and the owner's progress through them, from the catalogue's season
 * details (live TMDB or the offline pack, whose seasons without episodes count none). "The
 * whole show" is every aired episode outside the specials (season 0), as progress counts it.
 */
import type { Catalog } from '../catalog/catalog.ts';
import type { ContentLanguage } from '../languages.ts';
import type { ShowProgress } from './library-models.ts';
import { hasAired, seasonEpisodes, seasonNumbers, type EpisodeFacts } from './title-facts.ts';
import { todayUtc } from './watch-date.ts';

export const SPECIALS = 0;

/** Each season's episodes, in season order. */
async function seasonsOf(
  catalog: Catalog,
  showId: number,
  language?: ContentLanguage,
): Promise<{ seasonNumber: number; episodes: EpisodeFacts[] }[]> {
  const numbers = (await seasonNumbers(catalog, showId, language)).toSorted((a, b) => a - b);
  return Promise.all(
    numbers.map(async (seasonNumber) => ({
      seasonNumber,
      episodes: await seasonEpisodes(catalog, showId, seasonNumber, language),
    })),
  );
}

/** The aired episodes of one season (a season the show lacks is the catalogue's 404). */
export async function airedInSeason(
  catalog: Catalog,
  showId: number,
  seasonNumber: number,
  language?: ContentLanguage,
): Promise<EpisodeFacts[]> {
  const today = todayUtc();
  return (await seasonEpisodes(catalog, showId, seasonNumber, language)).filter((episode) =>
    hasAired(episode, today),
  );
}

/** Every aired episode of the show but the specials, in order. */
export async function airedInShow(
  catalog: Catalog,
  showId: number,
  language?: ContentLanguage,
): Promise<EpisodeFacts[]> {
  const today = todayUtc();
  return (await seasonsOf(catalog, showId, language))
    .filter((season) => season.seasonNumber !== SPECIALS)
    .flatMap((season) => season.episodes.filter((episode) => hasAired(episode, today)));
}

/** Watched and aired episodes per season and in all (the specials listed, not counted). */
export async function showProgress(
  catalog: Catalog,
  showId: number,
  watched: { season_number: number; episode_number: number }[],
): Promise<ShowProgress> {
  const today = todayUtc();
  const seen = new Set(watched.map((row) => `${row.season_number}:${row.episode_number}`));
  const seasons = (await seasonsOf(catalog, showId)).map(({ seasonNumber, episodes }) => {
    const aired = episodes.filter((episode) => hasAired(episode, today));
    const watchedEpisodes = aired
      .map((episode) => episode.episodeNumber)
      .filter((episodeNumber) => seen.has(`${seasonNumber}:${episodeNumber}`))
      .toSorted((a, b) => a - b);
    return { seasonNumber, aired: aired.length, watched: watchedEpisodes.length, watchedEpisodes };
  });
  const counted = seasons.filter((season) => season.seasonNumber !== SPECIALS);
  return {
    showId,
    seasons,
    watched: counted.reduce((sum, season) => sum + season.watched, 0),
    aired: counted.reduce((sum, season) => sum + season.aired, 0),
  };
}
