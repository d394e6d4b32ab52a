/**
 * What a library row keeps of a title, read from the catalogue (live TMDB or the offline pack)
 * once, when the row is written: an unknown id is the catalogue's 404, and a screen listing the
 * rows later needs no catalogue at all.
 */
import type { Catalog } from '../catalog/catalog.ts';
import type { ContentLanguage } from '../languages.ts';
import { NotFoundError } from '../errors.ts';

export interface TitleFacts {
  mediaType: 'movie' | 'tv';
  mediaId: number;
  title: string;
  releaseDate: string | null;
  posterPath: string | null;
  voteAverage: number;
  runtime: number | null;
  /** The title's genres (a show's for its episodes too), for the profile's most-watched. */
  genreIds: number[];
}

export interface EpisodeFacts {
  seasonNumber: number;
  episodeNumber: number;
  name: string;
  airDate: string | null;
  runtime: number | null;
}

export async function titleFacts(
  catalog: Catalog,
  mediaType: 'movie' | 'tv',
  id: number,
  language?: ContentLanguage,
): Promise<TitleFacts> {
  if (mediaType === 'movie') {
    const { movieDetails: movie } = await catalog.movie(id, undefined, language);
    return {
      mediaType,
      mediaId: movie.id,
      title: movie.title,
      releaseDate: movie.releaseDate,
      posterPath: movie.posterPath,
      voteAverage: movie.voteAverage,
      runtime: movie.runtime,
      genreIds: movie.genres.map((genre) => genre.id),
    };
  }
  const show = await catalog.tvShow(id, undefined, language);
  return {
    mediaType,
    mediaId: show.id,
    title: show.name,
    releaseDate: show.firstAirDate,
    posterPath: show.posterPath,
    voteAverage: show.voteAverage,
    runtime: null,
    genreIds: show.genres.map((genre) => genre.id),
  };
}

/** An episode has aired when its air date is known and not after `today`. */
export const hasAired = (episode: { airDate: string | null }, today: string) =>
  episode.airDate !== null && episode.airDate <= today;

/** Every episode of a season the catalogue lists (the offline pack may list none). */
export async function seasonEpisodes(
  catalog: Catalog,
  showId: number,
  seasonNumber: number,
  language?: ContentLanguage,
): Promise<EpisodeFacts[]> {
  const season = await catalog.season({ seriesId: showId, seasonNumber }, language);
  return season.episodes.map((episode) => ({
    seasonNumber: episode.seasonNumber,
    episodeNumber: episode.episodeNumber,
    name: episode.name,
    airDate: episode.airDate,
    runtime: episode.runtime,
  }));
}

/** The show's season numbers, specials (season 0) among them when it has any. */
export async function seasonNumbers(
  catalog: Catalog,
  showId: number,
  language?: ContentLanguage,
): Promise<number[]> {
  const show = await catalog.tvShow(showId, undefined, language);
  return show.seasons.map((season) => season.seasonNumber);
}

/** One episode of the show, or a 404 that names what the show does not have. */
export async function episodeFacts(
  catalog: Catalog,
  show: TitleFacts,
  seasonNumber: number,
  episodeNumber: number,
  language?: ContentLanguage,
): Promise<EpisodeFacts> {
  const episodes = await seasonEpisodes(catalog, show.mediaId, seasonNumber, language);
  const episode = episodes.find((each) => each.episodeNumber === episodeNumber);
  if (!episode)
    throw new NotFoundError(
      `${show.title} has no episode ${episodeNumber} in season ${seasonNumber}.`,
    );
  return episode;
}
