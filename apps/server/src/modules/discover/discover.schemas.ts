/**
 * The query of `GET /api/discover/{movie|tv}`: every filter typed and bounded, so a bad value is
 * a 400 naming its parameter; then one canonical form of it for the catalogue.
 */
import Type, { type Static } from 'typebox';
import {
  MONETIZATION_TYPES,
  MOVIE_SORTS,
  RATING_SORT_VOTE_FLOOR,
  TV_SORTS,
  US_CERTIFICATIONS,
  type DiscoverFilters,
} from '../../catalog/discover-models.ts';
import { BadRequestError } from '../../errors.ts';
import { PageQuery, RegionCode } from '../../http/common.schemas.ts';

const DEFAULT_SORT = 'popularity';

/** Up to 30 positive ids, comma-separated. */
const IdList = (description: string) =>
  Type.String({ pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,29}$', description });

const Year = (description: string) => Type.Integer({ minimum: 1870, maximum: 2100, description });
const Minutes = (description: string) => Type.Integer({ minimum: 0, maximum: 1000, description });
const monetizationWord = MONETIZATION_TYPES.join('|');

const filters = {
  genres: Type.Optional(IdList('Genre ids, comma-separated; a title must have them all')),
  yearFrom: Type.Optional(Year('Released (first aired, for TV) in this year or later')),
  yearTo: Type.Optional(Year('Released (first aired, for TV) in this year or earlier')),
  minRating: Type.Optional(
    Type.Number({ minimum: 0, maximum: 5, description: 'At least this many stars, 0 to 5' }),
  ),
  minVotes: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      description: `At least this many votes; sorted by rating, ${RATING_SORT_VOTE_FLOOR} unless given`,
    }),
  ),
  runtimeMin: Type.Optional(Minutes('At least this many minutes long (episodes, for TV)')),
  runtimeMax: Type.Optional(Minutes('At most this many minutes long (episodes, for TV)')),
  originalLanguage: Type.Optional(
    Type.String({ pattern: '^[a-z]{2}$', description: 'Original language, ISO 639-1, e.g. de' }),
  ),
  providers: Type.Optional(
    IdList('Watch provider ids, comma-separated; offered by any of them in `region`'),
  ),
  region: Type.Optional(
    RegionCode('Watch region, ISO 3166-1, e.g. DE; needed with providers or monetization'),
  ),
  monetization: Type.Optional(
    Type.String({
      pattern: `^(${monetizationWord})(,(${monetizationWord})){0,4}$`,
      description: `Kinds of offer in \`region\`, comma-separated, any of: ${MONETIZATION_TYPES.join(', ')}`,
    }),
  ),
  ...PageQuery.properties,
};

export const DiscoverMovieQuery = Type.Object({
  ...filters,
  certification: Type.Optional(
    Type.Enum(US_CERTIFICATIONS, { description: 'At most this US certification' }),
  ),
  sortBy: Type.Optional(
    Type.Enum(MOVIE_SORTS, { default: DEFAULT_SORT, description: 'Best first' }),
  ),
});
export type DiscoverMovieQuery = Static<typeof DiscoverMovieQuery>;

export const DiscoverTvQuery = Type.Object({
  ...filters,
  sortBy: Type.Optional(Type.Enum(TV_SORTS, { default: DEFAULT_SORT, description: 'Best first' })),
});
export type DiscoverTvQuery = Static<typeof DiscoverTvQuery>;

const idsOf = (list: string | undefined): number[] =>
  list ? [...new Set(list.split(',').map(Number))].sort((a, b) => a - b) : [];

/** Keeps only the filters that were given, so absent ones never reach a cache key. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The canonical discovery for a validated query; the rules the schema cannot say across
 * parameters are checked here, with the same 400.
 */
export function discoverFilters(query: DiscoverMovieQuery | DiscoverTvQuery): DiscoverFilters {
  const monetization = query.monetization
    ? MONETIZATION_TYPES.filter((type) => query.monetization?.split(',').includes(type))
    : [];
  const providers = idsOf(query.providers);
  const byOffer = providers.length > 0 || monetization.length > 0;
  if (byOffer && !query.region) {
    throw new BadRequestError(
      'Invalid request: querystring/region is needed with providers or monetization.',
    );
  }
  if (query.yearFrom !== undefined && query.yearTo !== undefined && query.yearFrom > query.yearTo)
    throw new BadRequestError('Invalid request: querystring/yearFrom is after yearTo.');
  if (
    query.runtimeMin !== undefined &&
    query.runtimeMax !== undefined &&
    query.runtimeMin > query.runtimeMax
  )
    throw new BadRequestError('Invalid request: querystring/runtimeMin is more than runtimeMax.');
  return defined({
    genres: idsOf(query.genres),
    yearFrom: query.yearFrom,
    yearTo: query.yearTo,
    minRating: query.minRating,
    minVotes: query.minVotes,
    runtimeMin: query.runtimeMin,
    runtimeMax: query.runtimeMax,
    language: query.originalLanguage,
    certification: 'certification' in query ? query.certification : undefined,
    providers,
    // A region alone filters nothing: left out, it does not split the cache.
    region: byOffer ? query.region : undefined,
    monetization,
    sortBy: query.sortBy ?? DEFAULT_SORT,
    page: query.page,
  });
}
