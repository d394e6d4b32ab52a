/**
 * schema.org descriptions of the details pages (Movie, TVSeries, TVSeason, TVEpisode, Person,
 * and a film series for a collection), made from the same view models the API sends. Search
 * engines read them for rich results; fields the catalogue does not know are left out. Each
 * details route puts its own in its head (lib/page-head/page-head.ts).
 */
import type {
  CastMember,
  CollectionResponse,
  CrewMember,
  EpisodeResponse,
  MovieResponse,
  PersonResponse,
  SeasonResponse,
  TvShowResponse,
} from '@media-search/api-client';

/** Where things live on this site, as absolute addresses. */
export interface SiteAddresses {
  page(path: string): string;
  /** An image path from the catalogue, or undefined when there is none. */
  image(path: string | null): string | undefined;
}

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
/** Enough names to say who is in it; the whole cast is on the page. */
const ACTORS = 10;

/** Drops the fields with nothing in them, so the description states only what is known. */
function known(fields: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  );
}

const person = (site: SiteAddresses, { id, name }: { id: number; name: string }): JsonLd => ({
  '@type': 'Person',
  name,
  url: site.page(`/person/${id}`),
});

const actors = (site: SiteAddresses, cast: CastMember[]) =>
  cast.slice(0, ACTORS).map((member) => person(site, member));

const directors = (site: SiteAddresses, crew: CrewMember[]) =>
  crew.filter((member) => member.job === 'Director').map((member) => person(site, member));

/** TMDB's average out of 10 from its count of votes; nothing when nobody has voted. */
function rating(voteAverage: number, voteCount: number): JsonLd | undefined {
  if (voteCount <= 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(voteAverage * 10) / 10,
    bestRating: 10,
    worstRating: 0,
    ratingCount: voteCount,
  };
}

const duration = (minutes: number | null) => (minutes ? `PT${minutes}M` : undefined);
const imdb = (id: string | null) =>
  id ? [`https://www.imdb.com/${id.startsWith('nm') ? 'name' : 'title'}/${id}/`] : undefined;

export function movieJsonLd(site: SiteAddresses, movie: MovieResponse): JsonLd {
  const details = movie.movieDetails;
  return known({
    '@context': CONTEXT,
    '@type': 'Movie',
    name: details.title,
    url: site.page(`/movie/${details.id}`),
    image: site.image(details.posterPath),
    description: details.overview,
    datePublished: details.releaseDate,
    genre: details.genres.map((genre) => genre.name),
    duration: duration(details.runtime),
    contentRating: details.certification,
    director: movie.keyCrew
      .filter((member) => member.jobs.includes('Director'))
      .map((member) => person(site, member)),
    actor: actors(site, movie.castAndCrew.cast),
    aggregateRating: rating(details.voteAverage, details.voteCount),
    sameAs: imdb(details.imdbId),
  });
}

const series = (site: SiteAddresses, id: number, name: string): JsonLd => ({
  '@type': 'TVSeries',
  name,
  url: site.page(`/tv/${id}`),
});

export const seasonPath = (series: number, season: number) =>
  `/tvseason?series=${series}&season=${season}`;

export const episodePath = (series: number, season: number, episode: number) =>
  `/tvepisode?series=${series}&season=${season}&episode=${episode}`;

export function tvShowJsonLd(site: SiteAddresses, show: TvShowResponse): JsonLd {
  return known({
    '@context': CONTEXT,
    '@type': 'TVSeries',
    name: show.name,
    url: site.page(`/tv/${show.id}`),
    image: site.image(show.posterPath),
    description: show.overview,
    startDate: show.firstAirDate,
    // A show still running has a last air date too, but no end.
    endDate: ['Ended', 'Canceled'].includes(show.status) ? show.lastAirDate : undefined,
    genre: show.genres.map((genre) => genre.name),
    numberOfSeasons: show.numberOfSeasons,
    numberOfEpisodes: show.numberOfEpisodes,
    contentRating: show.contentRating,
    creator: show.createdBy.map((creator) => person(site, creator)),
    actor: actors(site, show.castAndCrew.cast),
    aggregateRating: rating(show.voteAverage, show.voteCount),
    sameAs: imdb(show.imdbId),
  });
}

export function seasonJsonLd(site: SiteAddresses, season: SeasonResponse): JsonLd {
  return known({
    '@context': CONTEXT,
    '@type': 'TVSeason',
    name: season.name,
    seasonNumber: season.seasonNumber,
    url: site.page(seasonPath(season.tvShowId, season.seasonNumber)),
    image: site.image(season.posterPath),
    description: season.overview,
    startDate: season.airDate,
    numberOfEpisodes: season.episodes.length,
    partOfSeries: series(site, season.tvShowId, season.tvShowTitle),
    episode: season.episodes.map((episode) =>
      known({
        '@type': 'TVEpisode',
        episodeNumber: episode.episodeNumber,
        name: episode.name,
        datePublished: episode.airDate,
        url: site.page(episodePath(season.tvShowId, season.seasonNumber, episode.episodeNumber)),
      }),
    ),
  });
}

export function episodeJsonLd(site: SiteAddresses, episode: EpisodeResponse): JsonLd {
  return known({
    '@context': CONTEXT,
    '@type': 'TVEpisode',
    name: episode.name,
    episodeNumber: episode.episodeNumber,
    url: site.page(episodePath(episode.tvShowId, episode.seasonNumber, episode.episodeNumber)),
    image: site.image(episode.stillPath),
    description: episode.overview,
    datePublished: episode.airDate,
    duration: duration(episode.runtime),
    partOfSeason: {
      '@type': 'TVSeason',
      seasonNumber: episode.seasonNumber,
      url: site.page(seasonPath(episode.tvShowId, episode.seasonNumber)),
    },
    partOfSeries: series(site, episode.tvShowId, episode.tvShowTitle),
    director: directors(site, episode.crew),
    actor: actors(site, episode.guestStars),
    aggregateRating: rating(episode.voteAverage, episode.voteCount),
  });
}

export function personJsonLd(site: SiteAddresses, details: PersonResponse): JsonLd {
  return known({
    '@context': CONTEXT,
    '@type': 'Person',
    name: details.name,
    url: site.page(`/person/${details.id}`),
    image: site.image(details.profilePath),
    description: details.biography,
    birthDate: details.birthday,
    deathDate: details.deathday,
    birthPlace: details.placeOfBirth ?? undefined,
    jobTitle: details.knownForDepartment,
    sameAs: imdb(details.imdbId),
  });
}

export function collectionJsonLd(site: SiteAddresses, collection: CollectionResponse): JsonLd {
  return known({
    '@context': CONTEXT,
    '@type': 'CreativeWorkSeries',
    name: collection.name,
    url: site.page(`/collection/${collection.id}`),
    image: site.image(collection.posterPath),
    description: collection.overview,
    hasPart: collection.parts.map((part) =>
      known({
        '@type': 'Movie',
        name: part.title ?? part.name,
        datePublished: part.releaseDate,
        url: site.page(`/movie/${part.id}`),
      }),
    ),
  });
}
