/**
 * The lists the home rows show: today's trending movies and shows, merged into one row, and
 * the popular ones, in `language`.
 */
import type { Language } from '@/lib/language.ts';
import { listQueryOptions } from './list-queries.ts';

export function homeRowLists(language: Language) {
  return {
    trendingMovies: listQueryOptions(['trending', 'movies'], language, { window: 'day' }),
    trendingTvShows: listQueryOptions(['trending', 'tv'], language, { window: 'day' }),
    popularMovies: listQueryOptions(['popular', 'movies'], language),
    popularTvShows: listQueryOptions(['popular', 'tv'], language),
  };
}

export type HomeRowList = keyof ReturnType<typeof homeRowLists>;
