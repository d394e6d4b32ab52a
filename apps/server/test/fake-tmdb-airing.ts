/**
 * One show of the fake TMDB that is airing now: the fixture files are fixed, so their episodes
 * lie years away and the calendar (the last 7 and next 30 days) would stay empty. This show's
 * season is dated weekly around the day the fake starts, for the end-to-end calendar story.
 * No other test uses its id.
 */
import { plusDays } from '../src/library/calendar-range.ts';

export const AIRING_SHOW = { id: 2950, name: 'Lighthouse Watch', seasonNumber: 1 } as const;

/**
 * Days from today of each episode's airing: the first out of the calendar's window, the second
 * in it and aired, the rest still to come. None today, so no time zone makes it a day early.
 */
const OFFSETS = [-14, -3, 4, 11, 18];
const EPISODE_NAMES = ['Lamp Oil', 'Fog Signal', 'The Relief Keeper', 'Spring Tide', 'Last Watch'];

/** The show and its season as TMDB would answer them on `today` (YYYY-MM-DD), by fixture name. */
export function airingShowFixtures(today: string): Map<string, Record<string, unknown>> {
  const { id, name, seasonNumber } = AIRING_SHOW;
  const episodes = OFFSETS.map((offset, index) => ({
    id: id * 100 + index + 1,
    name: EPISODE_NAMES[index],
    overview: `${EPISODE_NAMES[index] ?? ''}: another night at the lamp.`,
    air_date: plusDays(today, offset),
    episode_number: index + 1,
    episode_type: 'standard',
    season_number: seasonNumber,
    show_id: id,
    still_path: null,
    runtime: 45,
    vote_average: 0,
    vote_count: 0,
    crew: [],
    guest_stars: [],
  }));
  const aired = episodes.filter((episode) => episode.air_date <= today);
  const first = episodes[0]?.air_date;
  const show = {
    adult: false,
    backdrop_path: null,
    created_by: [],
    episode_run_time: [45],
    first_air_date: first,
    genres: [{ id: 18, name: 'Drama' }],
    homepage: '',
    id,
    in_production: true,
    languages: ['en'],
    last_air_date: aired.at(-1)?.air_date,
    last_episode_to_air: aired.at(-1),
    name,
    next_episode_to_air: episodes[aired.length],
    networks: [],
    number_of_episodes: episodes.length,
    number_of_seasons: 1,
    original_language: 'en',
    original_name: name,
    overview: 'Two keepers share a lighthouse and a season of storms.',
    popularity: 4.2,
    poster_path: null,
    seasons: [
      {
        air_date: first,
        episode_count: episodes.length,
        id: id * 10 + seasonNumber,
        name: `Season ${seasonNumber}`,
        overview: '',
        poster_path: null,
        season_number: seasonNumber,
        vote_average: 0,
      },
    ],
    status: 'Returning Series',
    tagline: '',
    type: 'Scripted',
    vote_average: 7.1,
    vote_count: 40,
    videos: { results: [] },
    credits: { cast: [], crew: [] },
    aggregate_credits: { cast: [], crew: [] },
    'watch/providers': { results: {} },
    content_ratings: { results: [] },
    external_ids: { imdb_id: null },
  };
  const season = {
    _id: `s${id}-${seasonNumber}`,
    air_date: first,
    episodes,
    id: id * 10 + seasonNumber,
    name: `Season ${seasonNumber}`,
    overview: '',
    poster_path: null,
    season_number: seasonNumber,
    vote_average: 0,
  };
  return new Map<string, Record<string, unknown>>([
    [`tv-${id}`, show],
    [`tv-${id}-season-${seasonNumber}`, season],
  ]);
}
