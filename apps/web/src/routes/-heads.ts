/**
 * The routes' heads (`head()`): what each screen is titled and how its page describes itself to
 * search engines and link previews. A details route reads its answer from the query cache, where
 * its loader put it (the page's data is dehydrated once, with the cache, not again as the
 * loader's data); before it is there, or when there is none, the route's head is the generic one.
 */
import type {
  CollectionResponse,
  EpisodeResponse,
  MovieResponse,
  PersonResponse,
  PublicList,
  SeasonResponse,
  TvShowResponse,
} from '@media-search/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { defaultStringifySearch } from '@tanstack/react-router';
import { itemListJsonLd } from '@/features/library/user-lists/lib/list-json-ld.ts';
import { sharedPath } from '@/features/library/user-lists/lib/list-view.ts';
import { configurationQueryOptions } from '@/lib/configuration.ts';
import {
  collectionJsonLd,
  episodeJsonLd,
  episodePath,
  movieJsonLd,
  personJsonLd,
  seasonJsonLd,
  seasonPath,
  tvShowJsonLd,
  type SiteAddresses,
} from '@/lib/page-head/json-ld.ts';
import {
  routeHead,
  shortDescription,
  type PageHead,
  type RouteHead,
} from '@/lib/page-head/page-head.ts';
import type { RouterContext } from './__root.tsx';

/**
 * Whether this build describes pages in JSON-LD: only the server's does. Crawlers read JSON-LD in
 * the server's render; the browser writes no head tags (the document's title is
 * `use-page-title.ts`'s), so its build leaves the JSON-LD builders out (about 1.3 kB gzipped of
 * what `/` fetches).
 */
const DESCRIBES_IN_JSON_LD = import.meta.env.SSR;

/** The site's addresses: its origin (the server's PUBLIC_ORIGIN) and the catalogue's images. */
function siteOf({ origin, queryClient }: RouterContext): SiteAddresses {
  const imageBase = queryClient.getQueryData(configurationQueryOptions.queryKey)?.imageBaseUrl;
  return {
    page: (path) => new URL(path, origin).href,
    image: (path) => (path && imageBase ? new URL(`${imageBase}${path}`, origin).href : undefined),
  };
}

/** The page of a route's match: its path and its validated search, as the app writes them. */
interface ScreenMatch {
  context: RouterContext;
  pathname: string;
  search: object;
}

/** The head of a screen that names no catalogue item, at its own address: its title, if any. */
export function screenHead(match: ScreenMatch, title?: string): RouteHead {
  return headAt(match.context, match.pathname + defaultStringifySearch(match.search), title);
}

function headAt(context: RouterContext, path: string, title?: string): RouteHead {
  return routeHead(siteOf(context), {
    title,
    description: context.i18n._('page.siteDescription'),
    path,
    ogType: 'website',
  });
}

/** What a details route's head is made from: its match, and the key its answer is under. */
interface DetailsMatch {
  context: RouterContext;
  /** The router's verdict: `notFound` when the catalogue has no such thing. */
  status: string;
}

/** The headings of the not-found screens, by details route (the `not-found` namespace). */
const NOT_FOUND_TITLES = {
  movie: /*i18n*/ 'not-found.movie',
  tvShow: /*i18n*/ 'not-found.tvShow',
  season: /*i18n*/ 'not-found.season',
  episode: /*i18n*/ 'not-found.episode',
  person: /*i18n*/ 'not-found.person',
  collection: /*i18n*/ 'not-found.collection',
} as const;

/**
 * A details route's head from the answer under `key`; titled as its not-found screen when the
 * catalogue has no such thing, else the generic head until the answer is there.
 */
function detailsHead<T>(
  { context, status }: DetailsMatch,
  kind: keyof typeof NOT_FOUND_TITLES,
  key: QueryKey,
  path: string,
  describe: (data: T) => Omit<PageHead, 'path'> & { path?: string },
): RouteHead {
  const data = context.queryClient.getQueryData<T>(key);
  if (status === 'notFound') {
    return headAt(context, path, context.i18n._(NOT_FOUND_TITLES[kind]));
  }
  if (data === undefined) return headAt(context, path);
  const head = describe(data);
  return routeHead(siteOf(context), {
    ...head,
    path: head.path ?? path,
    description: head.description || context.i18n._('page.onSite', { title: head.title }),
  });
}

export const movieHead = (match: DetailsMatch, key: QueryKey, id: number) =>
  detailsHead<MovieResponse>(match, 'movie', key, `/movie/${id}`, (movie) => ({
    title: movie.movieDetails.title,
    description: shortDescription(movie.movieDetails.overview || movie.movieDetails.tagline),
    ogType: 'video.movie',
    image: movie.movieDetails.posterPath,
    jsonLd: DESCRIBES_IN_JSON_LD ? (site) => movieJsonLd(site, movie) : undefined,
  }));

export const tvShowHead = (match: DetailsMatch, key: QueryKey, id: number) =>
  detailsHead<TvShowResponse>(match, 'tvShow', key, `/tv/${id}`, (show) => ({
    title: show.name,
    description: shortDescription(show.overview || show.tagline),
    ogType: 'video.tv_show',
    image: show.posterPath,
    jsonLd: DESCRIBES_IN_JSON_LD ? (site) => tvShowJsonLd(site, show) : undefined,
  }));

export const seasonHead = (
  match: DetailsMatch,
  key: QueryKey,
  { series, season }: { series: number; season: number },
) =>
  detailsHead<SeasonResponse>(match, 'season', key, seasonPath(series, season), (data) => ({
    title: `${data.tvShowTitle}: ${match.context.i18n._('tv.season', { number: data.seasonNumber })}`,
    description:
      shortDescription(data.overview) ||
      match.context.i18n._('page.seasonSummary', {
        number: data.seasonNumber,
        show: data.tvShowTitle,
        episodes: data.episodes.length,
      }),
    ogType: 'video.tv_show',
    image: data.posterPath,
    jsonLd: DESCRIBES_IN_JSON_LD ? (site) => seasonJsonLd(site, data) : undefined,
  }));

export const episodeHead = (
  match: DetailsMatch,
  key: QueryKey,
  { series, season, episode }: { series: number; season: number; episode: number },
) =>
  detailsHead<EpisodeResponse>(
    match,
    'episode',
    key,
    episodePath(series, season, episode),
    (data) => ({
      title: `${data.tvShowTitle}: ${data.name}`,
      description: shortDescription(data.overview),
      ogType: 'video.episode',
      image: data.stillPath,
      jsonLd: DESCRIBES_IN_JSON_LD ? (site) => episodeJsonLd(site, data) : undefined,
    }),
  );

export const personHead = (match: DetailsMatch, key: QueryKey, id: number) =>
  detailsHead<PersonResponse>(match, 'person', key, `/person/${id}`, (person) => ({
    title: person.name,
    description: shortDescription(person.biography),
    ogType: 'profile',
    image: person.profilePath,
    jsonLd: DESCRIBES_IN_JSON_LD ? (site) => personJsonLd(site, person) : undefined,
  }));

export const collectionHead = (match: DetailsMatch, key: QueryKey, id: number) =>
  detailsHead<CollectionResponse>(match, 'collection', key, `/collection/${id}`, (collection) => ({
    title: collection.name,
    description: shortDescription(collection.overview),
    ogType: 'website',
    image: collection.posterPath,
    jsonLd: DESCRIBES_IN_JSON_LD ? (site) => collectionJsonLd(site, collection) : undefined,
  }));

/** A shared list's head: its name and description, its first poster, its titles as an ItemList. */
export function publicListHead({ context, status }: DetailsMatch, key: QueryKey, id: string) {
  const path = sharedPath(id);
  if (status === 'notFound') return headAt(context, path, context.i18n._('not-found.page'));
  const list = context.queryClient.getQueryData<PublicList>(key);
  if (list === undefined) return headAt(context, path);
  return routeHead(siteOf(context), {
    title: list.name,
    description:
      shortDescription(list.description) ||
      context.i18n._('user-lists.sharedDescription', { name: list.name, count: list.itemCount }),
    path,
    ogType: 'website',
    image: list.items.results.find((item) => item.posterPath)?.posterPath,
    jsonLd: DESCRIBES_IN_JSON_LD ? (site) => itemListJsonLd(site, list) : undefined,
  });
}
