/**
 * The offline catalogue has no TMDB images. Every missing image path is replaced by a path to
 * artwork the server draws itself, and each such path is recorded with the words to draw on it.
 */
import type {
  TmdbCollectionRef,
  TmdbMovie,
  TmdbPerson,
  TmdbPersonRef,
  TmdbProvider,
  TmdbTvShow,
} from '../tmdb/tmdb.types.ts';
import type { PackSeason } from './pack-files.ts';

export interface ArtworkLabel {
  path: string;
  title: string;
  subtitle: string;
}

export type RecordLabel = (label: ArtworkLabel) => void;

const year = (date: string | null | undefined) => (date ? date.slice(0, 4) : '');

function labelled(record: RecordLabel, current: string | null | undefined, label: ArtworkLabel) {
  if (current) return current;
  record(label);
  return label.path;
}

export function fillPeopleArtwork(people: TmdbPersonRef[] | undefined, record: RecordLabel) {
  for (const person of people ?? []) {
    person.profile_path = labelled(record, person.profile_path, {
      path: `/person/${person.id}/profile.svg`,
      title: person.name ?? '',
      subtitle: '',
    });
  }
}

function fillProviders(watch: TmdbMovie['watch/providers'], record: RecordLabel) {
  for (const region of Object.values(watch?.results ?? {})) {
    const groups: (TmdbProvider[] | undefined)[] = [
      region?.flatrate,
      region?.ads,
      region?.rent,
      region?.buy,
    ];
    for (const provider of groups.flat()) {
      if (!provider) continue;
      provider.logo_path = labelled(record, provider.logo_path, {
        path: `/provider/${provider.provider_id}/logo.svg`,
        title: provider.provider_name ?? '',
        subtitle: '',
      });
    }
  }
}

/** A collection's artwork, the same on the collection and on each film that belongs to it. */
export function fillCollectionArtwork(collection: TmdbCollectionRef, record: RecordLabel): void {
  const label = { title: collection.name ?? '', subtitle: 'Collection' };
  collection.poster_path = labelled(record, collection.poster_path, {
    path: `/collection/${collection.id}/poster.svg`,
    ...label,
  });
  collection.backdrop_path = labelled(record, collection.backdrop_path, {
    path: `/collection/${collection.id}/backdrop.svg`,
    ...label,
  });
}

export function fillMovieArtwork(movie: TmdbMovie, record: RecordLabel): void {
  const label = { title: movie.title ?? '', subtitle: year(movie.release_date) };
  movie.poster_path = labelled(record, movie.poster_path, {
    path: `/movie/${movie.id}/poster.svg`,
    ...label,
  });
  movie.backdrop_path = labelled(record, movie.backdrop_path, {
    path: `/movie/${movie.id}/backdrop.svg`,
    ...label,
  });
  fillPeopleArtwork(movie.credits?.cast, record);
  fillPeopleArtwork(movie.credits?.crew, record);
  if (movie.belongs_to_collection) fillCollectionArtwork(movie.belongs_to_collection, record);
  fillProviders(movie['watch/providers'], record);
}

export function fillTvArtwork(show: TmdbTvShow, record: RecordLabel): void {
  const label = { title: show.name ?? '', subtitle: year(show.first_air_date) };
  show.poster_path = labelled(record, show.poster_path, {
    path: `/tv/${show.id}/poster.svg`,
    ...label,
  });
  show.backdrop_path = labelled(record, show.backdrop_path, {
    path: `/tv/${show.id}/backdrop.svg`,
    ...label,
  });
  for (const network of show.networks ?? []) {
    network.logo_path = labelled(record, network.logo_path, {
      path: `/network/${network.id}/logo.svg`,
      title: network.name ?? '',
      subtitle: '',
    });
  }
  for (const season of show.seasons ?? []) {
    season.poster_path = labelled(record, season.poster_path, {
      path: `/tv/${show.id}/season-${season.season_number}.svg`,
      title: show.name ?? '',
      subtitle: season.name ?? `Season ${season.season_number}`,
    });
  }
  fillPeopleArtwork(show.aggregate_credits?.cast, record);
  fillPeopleArtwork(show.aggregate_credits?.crew, record);
  fillPeopleArtwork(show.credits?.cast, record);
  fillPeopleArtwork(show.credits?.crew, record);
  fillPeopleArtwork(show.created_by, record);
  fillProviders(show['watch/providers'], record);
}

export function fillSeasonArtwork(season: PackSeason, showName: string, record: RecordLabel): void {
  season.poster_path = labelled(record, season.poster_path, {
    path: `/tv/${season.show_id}/season-${season.season_number}.svg`,
    title: showName,
    subtitle: season.name ?? `Season ${season.season_number}`,
  });
  for (const episode of season.episodes ?? []) {
    episode.still_path = labelled(record, episode.still_path, {
      path: `/tv/${season.show_id}/s${season.season_number}e${episode.episode_number ?? 0}.svg`,
      title: episode.name ?? '',
      subtitle: `${showName} · S${season.season_number} E${episode.episode_number ?? 0}`,
    });
    fillPeopleArtwork(episode.guest_stars, record);
    fillPeopleArtwork(episode.crew, record);
  }
}

export function fillPersonArtwork(person: TmdbPerson, record: RecordLabel): void {
  person.profile_path = labelled(record, person.profile_path, {
    path: `/person/${person.id}/profile.svg`,
    title: person.name ?? '',
    subtitle: person.known_for_department ?? '',
  });
}
