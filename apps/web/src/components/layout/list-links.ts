/**
 * Every list screen (routes/lists.tsx), as the top bar's sections and the menu offer them.
 * Headings, kinds and names are message IDs. Each link is named by its list's heading
 * (src/locales/lists), which it shows, or which holds the kind it shows under SPEC's Trending
 * and Popular ('Movies'): a screen reader tells the entries apart, and speech input still
 * finds them by what they show.
 */

export interface ListLink {
  to: (typeof ALL_LIST_LINKS)[number]['to'];
  /** 'Movies', 'TV Shows' or 'People'. */
  kind: string;
  /** The list's heading. */
  name: string;
}

const ALL_LIST_LINKS = [
  { to: '/popular/movies', kind: 'shell.movies', name: 'lists.popularMovies' },
  { to: '/trending/movies', kind: 'shell.movies', name: 'lists.trendingMovies' },
  { to: '/top-rated/movies', kind: 'shell.movies', name: 'lists.topRatedMovies' },
  { to: '/upcoming/movies', kind: 'shell.movies', name: 'lists.upcomingMovies' },
  { to: '/now-playing/movies', kind: 'shell.movies', name: 'lists.nowPlayingMovies' },
  { to: '/popular/tv', kind: 'shell.tvShows', name: 'lists.popularTvShows' },
  { to: '/trending/tv', kind: 'shell.tvShows', name: 'lists.trendingTvShows' },
  { to: '/top-rated/tv', kind: 'shell.tvShows', name: 'lists.topRatedTvShows' },
  { to: '/airing-today/tv', kind: 'shell.tvShows', name: 'lists.airingToday' },
  { to: '/on-the-air/tv', kind: 'shell.tvShows', name: 'lists.onTheAir' },
  { to: '/popular/actors', kind: 'shell.people', name: 'lists.popularPeople' },
  { to: '/trending/actors', kind: 'shell.people', name: 'lists.trendingPeople' },
] as const;

/** The link to the list screen at `to`. */
export function listLink(to: ListLink['to']): ListLink {
  return ALL_LIST_LINKS.find((link) => link.to === to) as ListLink;
}

export interface ListGroup {
  /** A message ID: the group's heading. */
  heading: string;
  /** What each link shows: its kind, or its name. */
  label: 'kind' | 'name';
  links: readonly ListLink[];
}

const KINDS = ['shell.movies', 'shell.tvShows', 'shell.people'];

/** SPEC's menu sections, each of the lists whose addresses start so. */
const MENU_SECTIONS = [
  { heading: 'shell.trending', path: '/trending/' },
  { heading: 'shell.popular', path: '/popular/' },
];

const linksWhere = (test: (link: ListLink) => boolean) => ALL_LIST_LINKS.filter(test);
const inMenuSection = (link: ListLink) =>
  MENU_SECTIONS.some(({ path }) => link.to.startsWith(path));

/** The top bar's sections: each kind's lists. */
export const LISTS_BY_KIND: readonly ListGroup[] = KINDS.map((kind) => ({
  heading: kind,
  label: 'name',
  links: linksWhere((link) => link.kind === kind),
}));

/**
 * The menu's: SPEC's Trending and Popular sections (Movies, TV Shows, People) as they were,
 * then each kind's other lists (People has none).
 */
export const MENU_LIST_GROUPS: readonly ListGroup[] = [
  ...MENU_SECTIONS.map(({ heading, path }) => ({
    heading,
    label: 'kind' as const,
    links: linksWhere((link) => link.to.startsWith(path)),
  })),
  ...KINDS.map((kind) => ({
    heading: kind,
    label: 'name' as const,
    links: linksWhere((link) => link.kind === kind && !inMenuSection(link)),
  })).filter((group) => group.links.length > 0),
];
