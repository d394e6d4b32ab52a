/**
 * The discover side of the `/api` contract: what a filtered discovery asks for (once validated
 * and normalised), and the reference lists its filters are chosen from, as TypeBox schemas
 * registered beside the view models.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { GenreSchema, ProviderSchema } from './view-models.ts';

/** How a discovery can be ordered; revenue is known for movies only. */
export const MOVIE_SORTS = ['popularity', 'rating', 'releaseDate', 'title', 'revenue'] as const;
export const TV_SORTS = ['popularity', 'rating', 'releaseDate', 'title'] as const;
export type DiscoverSort = (typeof MOVIE_SORTS)[number];

/**
 * Sorted by rating, a discovery without its own vote minimum counts only titles with at least
 * this many votes, so that a handful of perfect scores does not fill the first pages.
 */
export const RATING_SORT_VOTE_FLOOR = 200;

/** The kinds of offer, in TMDB's words: flatrate is a subscription. */
export const MONETIZATION_TYPES = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;
export type MonetizationType = (typeof MONETIZATION_TYPES)[number];

/** US film certifications from the mildest, the order "at most" reads them in. */
export const US_CERTIFICATIONS = ['G', 'PG', 'PG-13', 'R', 'NC-17'] as const;
export type UsCertification = (typeof US_CERTIFICATIONS)[number];

/**
 * A discovery in one canonical form: lists sorted and without repeats, absent filters absent,
 * so two requests with the same filters in another order are the same discovery (and share
 * one cache entry). Ratings are in the app's five-star scale.
 */
export interface DiscoverFilters {
  /** Titles must have every one of these genres. */
  genres: number[];
  yearFrom?: number;
  yearTo?: number;
  minRating?: number;
  minVotes?: number;
  runtimeMin?: number;
  runtimeMax?: number;
  /** ISO 639-1 code of the original language. */
  language?: string;
  /** Movies only: at most this US certification. */
  certification?: UsCertification;
  /** Offered by any one of these providers in `region`. */
  providers: number[];
  /** ISO 3166-1 code; set whenever `providers` or `monetization` is. */
  region?: string;
  /** Offered in any one of these ways in `region`. */
  monetization: MonetizationType[];
  sortBy: DiscoverSort;
  page: number;
}

export const GenreListResponseSchema = Type.Object(
  { genres: Type.Array(Type.Ref('Genre'), { description: 'By name' }) },
  { $id: 'GenreListResponse' },
);
export type GenreListResponse = Static<typeof GenreListResponseSchema, typeof refs>;

/** A country or language: its code and its name in English. */
const CodeAndName = (codeDescription: string, id: string) =>
  Type.Object(
    { code: Type.String({ description: codeDescription }), name: Type.String() },
    { $id: id },
  );

export const WatchRegionSchema = CodeAndName('ISO 3166-1 code, e.g. DE', 'WatchRegion');
export type WatchRegion = Static<typeof WatchRegionSchema>;

export const RegionListResponseSchema = Type.Object(
  { regions: Type.Array(Type.Ref('WatchRegion'), { description: 'By English name' }) },
  { $id: 'RegionListResponse' },
);
export type RegionListResponse = Static<typeof RegionListResponseSchema, typeof refs>;

export const LanguageSchema = CodeAndName('ISO 639-1 code, e.g. de', 'Language');
export type Language = Static<typeof LanguageSchema>;

export const LanguageListResponseSchema = Type.Object(
  { languages: Type.Array(Type.Ref('Language'), { description: 'By English name' }) },
  { $id: 'LanguageListResponse' },
);
export type LanguageListResponse = Static<typeof LanguageListResponseSchema, typeof refs>;

export const WatchProviderListResponseSchema = Type.Object(
  {
    region: Type.String({ description: 'The ISO 3166-1 code asked for' }),
    providers: Type.Array(Type.Ref('Provider'), {
      description: "The region's providers, most prominent (lowest displayPriority) first",
    }),
  },
  { $id: 'WatchProviderListResponse' },
);
export type WatchProviderListResponse = Static<typeof WatchProviderListResponseSchema, typeof refs>;

const refs = {
  Genre: GenreSchema,
  Provider: ProviderSchema,
  WatchRegion: WatchRegionSchema,
  Language: LanguageSchema,
};

/** Registered with Fastify after the view models, whose Genre and Provider they refer to. */
export const discoverSchemas: TSchema[] = [
  refs.WatchRegion,
  refs.Language,
  GenreListResponseSchema,
  RegionListResponseSchema,
  LanguageListResponseSchema,
  WatchProviderListResponseSchema,
];
