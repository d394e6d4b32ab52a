/**
 * The web app's details routes (apps/web/src/routes: /movie/$id, /tv/$id, /tvseason,
 * /tvepisode, /person/$id, /collection/$id), read from a page address the way the app reads
 * them: what to ask the catalogue, how to describe the answer, and which of the app's queries
 * the answer is, so the app can start from it.
 */
import type { Catalog } from '../catalog/catalog.ts';
import type { ContentLanguage } from '../languages.ts';
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
} from './json-ld.ts';
import { shortDescription, type OpenGraphType, type PageHead } from './page-head.ts';
import type { PageText } from './page-text.ts';

/**
 * The web app's query a page's data answers, with its arguments (see its `*-queries.ts`) and
 * the language it was asked in (the app's requests carry its UI's language).
 */
export interface PageQuery {
  query: 'movie' | 'tvShow' | 'season' | 'episode' | 'person' | 'collection';
  params: Record<string, number | string>;
  language: ContentLanguage;
}

/** The API's response schema for a page's answer, by its `$id` (catalog/view-models.ts). */
export type ResponseSchemaId =
  | 'MovieResponse'
  | 'TvShowResponse'
  | 'SeasonResponse'
  | 'EpisodeResponse'
  | 'PersonResponse'
  | 'CollectionResponse'
  | 'ResultListResponse';

export interface DetailsPage {
  query: PageQuery;
  /** How the API's route serialises the answer. */
  schema: ResponseSchemaId;
  /** The catalogue's answer, as the API sends it for this page's query. */
  load(catalog: Catalog): Promise<object>;
  /** The head, its own words in `text`'s language. */
  head(site: SiteAddresses, data: object, text: PageText): PageHead;
}

/** What the head says about a page's subject. */
interface Subject {
  title: string;
  text: string;
  path: string;
  ogType: OpenGraphType;
  image: string | null;
  jsonLd: (site: SiteAddresses) => object;
}

function describe(site: SiteAddresses, text: PageText, subject: Subject): PageHead {
  return {
    title: subject.title,
    description: shortDescription(subject.text) || text.onSite(subject.title),
    url: site.page(subject.path),
    ogType: subject.ogType,
    image: site.image(subject.image),
    jsonLd: subject.jsonLd(site),
  };
}

/**
 * The app's reading of a route number (parse-id.ts): whole digits, else 0 — which names no
 * title, and is season 0 (specials) for a season.
 */
function routeNumber(text: string | null | undefined): number {
  const trimmed = (text ?? '').trim();
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : 0;
}

/** The bounds the API's schemas hold ids and season or episode numbers to. */
const isId = (value: number) => value >= 1 && value <= 2_147_483_647;
const isOrdinal = (value: number) => value <= 10_000;

/** The details route a path names, or `undefined` for any other screen. */
const DETAILS_PATH = /^\/(movie|tv|person|collection)\/([^/]+)\/?$|^\/(tvseason|tvepisode)\/?$/;

export interface DetailsRoute {
  /** The route's name (`movie`, `tvseason`…): what its not-found page names (page-text.ts). */
  kind: string;
  /** None when the address's numbers can name nothing (the app shows its not-found screen). */
  page: DetailsPage | undefined;
}

/**
 * The details route an address is for, or `undefined` when it is another screen. `region` is
 * the watch region the app will ask movie and TV details for, `language` the language it asks in.
 */
export function detailsRouteFor(
  url: URL,
  region: string,
  language: ContentLanguage,
): DetailsRoute | undefined {
  const match = DETAILS_PATH.exec(url.pathname);
  if (!match) return undefined;
  const [, kind = '', idText = '', tvKind] = match;
  const page = tvKind ? tvPage(url, tvKind) : titlePage(kind, idText, region);
  return { kind: tvKind ?? kind, page: page?.(language) };
}

/** A page, once the language it is asked in is known. */
type PageIn = (language: ContentLanguage) => DetailsPage;

function tvPage(url: URL, tvKind: string): PageIn | undefined {
  const series = routeNumber(url.searchParams.get('series'));
  const season = routeNumber(url.searchParams.get('season'));
  const episode = routeNumber(url.searchParams.get('episode'));
  if (!isId(series) || !isOrdinal(season) || !isOrdinal(episode)) return undefined;
  return tvKind === 'tvseason' ? seasonPage(series, season) : episodePage(series, season, episode);
}

function titlePage(kind: string, idText: string, region: string): PageIn | undefined {
  let id: number;
  try {
    id = routeNumber(decodeURIComponent(idText));
  } catch {
    return undefined;
  }
  if (!isId(id)) return undefined;
  if (kind === 'movie') return moviePage(id, region);
  if (kind === 'tv') return tvShowPage(id, region);
  if (kind === 'person') return personPage(id);
  return collectionPage(id);
}

/** Makes a page from a typed loader and describer; the data is the loader's own answer. */
function page<T extends object>(
  query: Omit<PageQuery, 'language'>,
  schema: ResponseSchemaId,
  load: (catalog: Catalog, language: ContentLanguage) => Promise<T>,
  subject: (data: T, text: PageText) => Subject,
): PageIn {
  return (language) => ({
    query: { ...query, language },
    schema,
    load: (catalog) => load(catalog, language),
    head: (site, data, text) => describe(site, text, subject(data as T, text)),
  });
}

const moviePage = (id: number, region: string) =>
  page(
    { query: 'movie', params: { id, region } },
    'MovieResponse',
    (catalog, language) => catalog.movie(id, region, language),
    (movie) => ({
      title: movie.movieDetails.title,
      text: movie.movieDetails.overview || movie.movieDetails.tagline,
      path: `/movie/${id}`,
      ogType: 'video.movie',
      image: movie.movieDetails.posterPath,
      jsonLd: (site) => movieJsonLd(site, movie),
    }),
  );

const tvShowPage = (id: number, region: string) =>
  page(
    { query: 'tvShow', params: { id, region } },
    'TvShowResponse',
    (catalog, language) => catalog.tvShow(id, region, language),
    (show) => ({
      title: show.name,
      text: show.overview || show.tagline,
      path: `/tv/${id}`,
      ogType: 'video.tv_show',
      image: show.posterPath,
      jsonLd: (site) => tvShowJsonLd(site, show),
    }),
  );

const seasonPage = (series: number, season: number) =>
  page(
    { query: 'season', params: { series, season } },
    'SeasonResponse',
    (catalog, language) => catalog.season({ seriesId: series, seasonNumber: season }, language),
    (data, text) => ({
      title: `${data.tvShowTitle}: ${text.season(data.seasonNumber)}`,
      text:
        data.overview ||
        text.seasonSummary(data.seasonNumber, data.tvShowTitle, data.episodes.length),
      path: seasonPath(series, season),
      ogType: 'video.tv_show',
      image: data.posterPath,
      jsonLd: (site) => seasonJsonLd(site, data),
    }),
  );

const episodePage = (series: number, season: number, episode: number) =>
  page(
    { query: 'episode', params: { series, season, episode } },
    'EpisodeResponse',
    (catalog, language) =>
      catalog.episode({ seriesId: series, seasonNumber: season, episodeNumber: episode }, language),
    (data) => ({
      title: `${data.tvShowTitle}: ${data.name}`,
      text: data.overview,
      path: episodePath(series, season, episode),
      ogType: 'video.episode',
      image: data.stillPath,
      jsonLd: (site) => episodeJsonLd(site, data),
    }),
  );

const personPage = (id: number) =>
  page(
    { query: 'person', params: { id } },
    'PersonResponse',
    (catalog, language) => catalog.person(id, language),
    (person) => ({
      title: person.name,
      text: person.biography,
      path: `/person/${id}`,
      ogType: 'profile',
      image: person.profilePath,
      jsonLd: (site) => personJsonLd(site, person),
    }),
  );

const collectionPage = (id: number) =>
  page(
    { query: 'collection', params: { id } },
    'CollectionResponse',
    (catalog, language) => catalog.collection(id, language),
    (collection) => ({
      title: collection.name,
      text: collection.overview,
      path: `/collection/${id}`,
      ogType: 'website',
      image: collection.posterPath,
      jsonLd: (site) => collectionJsonLd(site, collection),
    }),
  );
