/**
 * The lists the home rows show, by the name the server's page gives each when it carries their
 * first pages (apps/server/src/pages/screen-data.ts): today's trending movies and shows, merged
 * into one row, and the popular ones.
 */
import { listQueryOptions } from './list-queries.ts';

export const HOME_ROW_LISTS = {
  trendingMovies: listQueryOptions(['trending', 'movies'], { window: 'day' }),
  trendingTvShows: listQueryOptions(['trending', 'tv'], { window: 'day' }),
  popularMovies: listQueryOptions(['popular', 'movies']),
  popularTvShows: listQueryOptions(['popular', 'tv']),
};

export type HomeRowList = keyof typeof HOME_ROW_LISTS;
