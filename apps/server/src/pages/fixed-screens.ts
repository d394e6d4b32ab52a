/**
 * The screens whose address names no catalogue item, with the titles the web app gives them
 * (use-page-title.ts and each screen): the search screen, About, Favourites and SPEC's lists.
 */
export interface FixedScreen {
  path: string;
  title: string;
  /** Worth a search engine's visit: the same for everyone, not a sign-in step. */
  public: boolean;
}

export const FIXED_SCREENS: readonly FixedScreen[] = [
  { path: '/', title: 'Search', public: true },
  { path: '/about', title: 'About', public: true },
  { path: '/popular/movies', title: 'Popular Movies', public: true },
  { path: '/popular/tv', title: 'Popular TV Shows', public: true },
  { path: '/popular/actors', title: 'Popular People', public: true },
  { path: '/trending/movies', title: 'Trending Movies', public: true },
  { path: '/trending/tv', title: 'Trending TV Shows', public: true },
  { path: '/trending/actors', title: 'Trending People', public: true },
  { path: '/favorites', title: 'Favorites', public: false },
  { path: '/callback', title: 'Signing in', public: false },
];

const byPath = new Map(FIXED_SCREENS.map((screen) => [screen.path, screen]));

export function fixedScreen(pathname: string): FixedScreen | undefined {
  return byPath.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}
