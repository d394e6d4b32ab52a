/**
 * The screens whose address names no catalogue item, with the titles the web app gives them
 * (use-page-title.ts and each screen): the search screen, About, Favourites and SPEC's lists.
 */
export interface FixedScreen {
  path: string;
  /** The message ID of its title: the one the web app titles the screen with (page-text.ts). */
  title: string;
  /** Worth a search engine's visit: the same for everyone, not a sign-in step. */
  public: boolean;
}

export const FIXED_SCREENS: readonly FixedScreen[] = [
  { path: '/', title: /*i18n*/ 'search.heading', public: true },
  { path: '/about', title: /*i18n*/ 'about.heading', public: true },
  { path: '/popular/movies', title: /*i18n*/ 'lists.popularMovies', public: true },
  { path: '/popular/tv', title: /*i18n*/ 'lists.popularTvShows', public: true },
  { path: '/popular/actors', title: /*i18n*/ 'lists.popularPeople', public: true },
  { path: '/trending/movies', title: /*i18n*/ 'lists.trendingMovies', public: true },
  { path: '/trending/tv', title: /*i18n*/ 'lists.trendingTvShows', public: true },
  { path: '/trending/actors', title: /*i18n*/ 'lists.trendingPeople', public: true },
  { path: '/favorites', title: /*i18n*/ 'favorites.heading', public: false },
  { path: '/callback', title: /*i18n*/ 'auth.signingIn', public: false },
];

const byPath = new Map(FIXED_SCREENS.map((screen) => [screen.path, screen]));

export function fixedScreen(pathname: string): FixedScreen | undefined {
  return byPath.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}
