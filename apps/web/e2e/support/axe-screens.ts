/**
 * The screens accessibility.spec.ts scans in the browser's default (light) scheme, each with a
 * heading that shows it has rendered and any panels to open first. themes.spec.ts scans the
 * rest in light, so no screen is scanned twice in one scheme.
 */
export const LIGHT_SCANNED_SCREENS = [
  { path: '/?q=orbit', ready: 'Orbit of Ash' },
  { path: '/movie/101', ready: 'Orbit of Ash (1999)', open: ['Watch Guide'] },
  { path: '/movie/102', ready: 'Le Port Tranquille', open: ['Watch Guide'] },
  { path: '/tv/201', ready: 'Night Shift Diaries', open: ['Seasons', 'Watch Guide'] },
  { path: '/tvseason?series=201&season=1', ready: 'Season 1' },
  { path: '/tvepisode?series=201&season=1&episode=1', ready: 'First Call' },
  { path: '/person/301', ready: 'Mara Quill', open: ['Biography'] },
  { path: '/popular/movies', ready: 'Popular Movies' },
  { path: '/popular/tv', ready: 'Popular TV Shows' },
  { path: '/popular/actors', ready: 'Popular People' },
  { path: '/trending/movies', ready: 'Trending Movies' },
  { path: '/trending/tv', ready: 'Trending TV Shows' },
  { path: '/trending/actors', ready: 'Trending People' },
  { path: '/movie-search/orbit', ready: 'Orbit of Ash' },
  { path: '/about', ready: 'Limitations / Future State' },
  { path: '/favorites', ready: 'Favorites' },
  { path: '/not-a-page', ready: 'Page not found' },
];

export const LIGHT_SCANNED_PATHS = new Set(LIGHT_SCANNED_SCREENS.map(({ path }) => path));
