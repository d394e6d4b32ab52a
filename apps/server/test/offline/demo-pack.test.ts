/**
 * The demo pack is written by hand, so this checks it the way a reviewer would: enough titles
 * and people, every reference resolving, counts agreeing and dates that parse.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { PackReader, type PackSeason } from '../../src/catalog/offline/pack-files.ts';
import type {
  TmdbCollection,
  TmdbMovie,
  TmdbPerson,
  TmdbTvShow,
} from '../../src/catalog/tmdb/tmdb.types.ts';

const pack = new PackReader(path.join(import.meta.dirname, '..', '..', 'packs', 'demo'));

async function collect<T>(records: AsyncGenerator<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const record of records) all.push(record);
  return all;
}

const [movies, shows, seasons, people, collections] = await Promise.all([
  collect<TmdbMovie>(pack.movies()),
  collect<TmdbTvShow>(pack.tvShows()),
  collect<PackSeason>(pack.seasons()),
  collect<TmdbPerson>(pack.people()),
  collect<TmdbCollection>(pack.collections()),
]);
const personIds = new Set(people.map((person) => person.id));
const movieIds = new Set(movies.map((movie) => movie.id));
const WRITING_JOBS = new Set(['Screenplay', 'Writer', 'Story', 'Novel']);

/** The US certifications of the Motion Picture Association, and NR for films it never rated. */
const US_CERTIFICATIONS = ['G', 'PG', 'PG-13', 'R', 'NC-17', 'NR'];
const US_TV_RATINGS = ['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA'];

const isDate = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(value)));

describe('the demo pack', () => {
  it('has at least 40 movies, 10 TV shows and 150 people, each id once', () => {
    expect(movies.length).toBeGreaterThanOrEqual(40);
    expect(shows.length).toBeGreaterThanOrEqual(10);
    expect(people.length).toBeGreaterThanOrEqual(150);
    expect(new Set(movies.map((movie) => movie.id)).size).toBe(movies.length);
    expect(new Set(shows.map((show) => show.id)).size).toBe(shows.length);
    expect(personIds.size).toBe(people.length);
  });

  it('spans the decades', () => {
    const decades = new Set(movies.map((movie) => movie.release_date?.slice(0, 3)));
    expect(decades.size).toBeGreaterThanOrEqual(5);
  });

  it('resolves every person a cast, crew or guest list names', () => {
    const referenced = [
      ...movies.flatMap((movie) => [
        ...(movie.credits?.cast ?? []),
        ...(movie.credits?.crew ?? []),
      ]),
      ...shows.flatMap((show) => [
        ...(show.aggregate_credits?.cast ?? []),
        ...(show.aggregate_credits?.crew ?? []),
        ...(show.created_by ?? []),
      ]),
      ...seasons.flatMap((season) =>
        (season.episodes ?? []).flatMap((episode) => [
          ...(episode.guest_stars ?? []),
          ...(episode.crew ?? []),
        ]),
      ),
    ];
    const missing = referenced
      .filter((person) => !personIds.has(person.id))
      .map((person) => `${person.id} ${person.name}`);
    expect(missing).toEqual([]);
  });

  it('lists every season of every show, with a first season whose episodes are all there', () => {
    for (const show of shows) {
      const regular = (show.seasons ?? []).filter((season) => season.season_number > 0);
      expect(regular.length, show.name).toBe(show.number_of_seasons);
      expect(
        regular.reduce((sum, season) => sum + (season.episode_count ?? 0), 0),
        show.name,
      ).toBe(show.number_of_episodes);
      const first = seasons.find(
        (season) => season.show_id === show.id && season.season_number === 1,
      );
      expect(first, `${show.name} season 1`).toBeDefined();
    }
    for (const season of seasons) {
      const show = shows.find((candidate) => candidate.id === season.show_id);
      const summary = show?.seasons?.find(
        (candidate) => candidate.season_number === season.season_number,
      );
      expect(summary, `show ${season.show_id} lists season ${season.season_number}`).toBeDefined();
      expect(season.episodes?.length, `${show?.name} season ${season.season_number}`).toBe(
        summary?.episode_count,
      );
      expect(season.episodes?.map((episode) => episode.episode_number)).toEqual(
        season.episodes?.map((_episode, index) => index + 1),
      );
    }
  });

  it('puts guest stars on episodes of several shows', () => {
    const showsWithGuests = new Set(
      seasons
        .filter((season) => season.episodes?.some((episode) => episode.guest_stars?.length))
        .map((s) => s.show_id),
    );
    expect(showsWithGuests.size).toBeGreaterThanOrEqual(3);
  });

  it('has dates that parse everywhere', () => {
    const dates = [
      ...movies.map((movie) => movie.release_date),
      ...shows.flatMap((show) => [
        show.first_air_date,
        show.last_air_date,
        ...(show.seasons ?? []).map((s) => s.air_date),
      ]),
      ...seasons.flatMap((season) => (season.episodes ?? []).map((episode) => episode.air_date)),
      ...people.flatMap((person) => [person.birthday, person.deathday]),
    ];
    expect(dates.filter((date) => !isDate(date))).toEqual([]);
  });

  it('offers US watch providers in all four groups across the pack', () => {
    const groups = new Set(
      [...movies, ...shows].flatMap((title) =>
        Object.entries(title['watch/providers']?.results?.US ?? {})
          .filter(([, value]) => Array.isArray(value) && value.length > 0)
          .map(([group]) => group),
      ),
    );
    expect([...groups].sort()).toEqual(expect.arrayContaining(['ads', 'buy', 'flatrate', 'rent']));
  });

  it('only embeds YouTube trailers with well-formed keys', () => {
    const videos = [...movies, ...shows].flatMap((title) => title.videos?.results ?? []);
    for (const video of videos) {
      expect(video.site).toBe('YouTube');
      expect(video.key).toMatch(/^[A-Za-z0-9_-]{11}$/);
    }
  });

  it('ships no TMDB images: the server draws all artwork', () => {
    const paths = JSON.stringify([movies, shows, seasons, people]).match(
      /"(poster|backdrop|profile|still|logo)_path":"[^"]+"/g,
    );
    expect(paths).toBeNull();
  });

  it('names a director and a writer for every film, and creators for the shows', () => {
    for (const movie of movies) {
      const jobs = (movie.credits?.crew ?? []).map((member) => member.job ?? '');
      expect(jobs, movie.title).toContain('Director');
      expect(
        jobs.some((job) => WRITING_JOBS.has(job)),
        `${movie.title} has a writer`,
      ).toBe(true);
    }
    // A miniseries produced from a book credits no creator.
    const withoutCreators = shows.filter((show) => (show.created_by ?? []).length === 0);
    expect(withoutCreators.map((show) => show.name)).toEqual(['Band of Brothers']);
  });

  it('gives every film a US theatrical certification and every show a US rating', () => {
    for (const movie of movies) {
      const us = movie.release_dates?.results?.find((country) => country.iso_3166_1 === 'US');
      const theatrical = us?.release_dates?.find((release) => release.type === 3);
      expect(US_CERTIFICATIONS, movie.title).toContain(theatrical?.certification);
      // The first release may be elsewhere: the US one is never earlier.
      expect(
        (theatrical?.release_date ?? '').slice(0, 10) >= (movie.release_date ?? ''),
        movie.title,
      ).toBe(true);
    }
    for (const show of shows) {
      const us = show.content_ratings?.results?.find((country) => country.iso_3166_1 === 'US');
      expect(US_TV_RATINGS, show.name).toContain(us?.rating);
    }
  });

  it('carries an IMDb id for every film and show', () => {
    for (const title of [...movies, ...shows]) {
      expect(title.external_ids?.imdb_id, String(title.id)).toMatch(/^tt\d{7,8}$/);
    }
  });

  it('has a file for every collection a film belongs to, listing parts the pack holds', () => {
    const byId = new Map(collections.map((collection) => [collection.id, collection]));
    for (const movie of movies.filter((candidate) => candidate.belongs_to_collection)) {
      const collection = byId.get(movie.belongs_to_collection?.id ?? 0);
      expect(collection?.name, movie.title).toBe(movie.belongs_to_collection?.name);
      expect(
        collection?.parts?.map((part) => part.id),
        movie.title,
      ).toContain(movie.id);
    }
    for (const collection of collections) {
      expect(collection.overview?.length, collection.name).toBeGreaterThan(20);
      for (const part of collection.parts ?? []) {
        expect(movieIds.has(part.id), `${collection.name} part ${part.id}`).toBe(true);
        const movie = movies.find((candidate) => candidate.id === part.id);
        expect(movie?.belongs_to_collection?.id, `${movie?.title}`).toBe(collection.id);
      }
    }
  });

  it('holds whole trilogies', () => {
    const parts = (id: number) =>
      collections.find((collection) => collection.id === id)?.parts?.map((part) => part.id);
    expect(parts(119)).toEqual([120, 121, 122]);
    expect(parts(230)).toEqual([238, 240, 242]);
    expect(parts(263)).toEqual([272, 155, 49026]);
    expect(parts(10)).toEqual([11, 1891, 1892]);
    expect(parts(264)).toEqual([105, 165, 196]);
  });

  it("names each show's last episode as one of its listed seasons' last, aired on its last air date", () => {
    for (const show of shows) {
      const last = show.last_episode_to_air;
      const season = show.seasons?.find(
        (candidate) => candidate.season_number === last?.season_number,
      );
      expect(last?.name, show.name).toBeTruthy();
      expect(last?.episode_number, show.name).toBe(season?.episode_count);
      expect(last?.air_date, show.name).toBe(show.last_air_date);
      if (show.status === 'Ended') expect(show.next_episode_to_air ?? null, show.name).toBeNull();
    }
  });
});
