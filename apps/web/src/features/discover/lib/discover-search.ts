/**
 * The Discover screens' filters, as the screen holds them (`DiscoverFilters`) and as the
 * address carries them (`DiscoverSearch`, named as the API's query): only what differs from
 * the defaults, so a shared or reloaded address shows the same list. Whatever an address holds is read
 * leniently: a value that makes no sense (year 99999, nine stars, a genre that is no number)
 * is left out rather than failing the screen.
 */
import { languageKey } from '@/lib/catalogue-language.ts';
import type { Language } from '@/lib/language.ts';

export type DiscoverMedia = 'movie' | 'tv';

export const SORT_KEYS = {
  movie: ['popularity', 'rating', 'releaseDate', 'title', 'revenue'],
  tv: ['popularity', 'rating', 'releaseDate', 'title'],
} as const satisfies Record<DiscoverMedia, readonly string[]>;
export type SortKey = (typeof SORT_KEYS)['movie'][number];
export const DEFAULT_SORT: SortKey = 'popularity';

/** TMDB's kinds of offer (its monetization types), in the order the screen lists them. */
export const OFFER_KINDS = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** The US ratings TMDB knows for films, mildest first; the filter keeps those up to one. */
export const US_CERTIFICATIONS = ['G', 'PG', 'PG-13', 'R', 'NC-17'] as const;
export type UsCertification = (typeof US_CERTIFICATIONS)[number];

/** The bounds the API accepts (apps/server/src/modules/discover/discover.schemas.ts). */
export const EARLIEST_YEAR = 1870;
export const LATEST_YEAR = 2100;
export const MAX_RUNTIME = 1000;
export const MAX_RATING = 5;
export const RATING_STEP = 0.5;
export const MAX_VOTES = 1_000_000;

export interface DiscoverFilters {
  genres: readonly number[];
  yearFrom?: number;
  yearTo?: number;
  /** Stars out of five, in half-star steps. */
  minRating?: number;
  minVotes?: number;
  runtimeMin?: number;
  runtimeMax?: number;
  /** ISO 639-1 code of the original language. */
  language?: string;
  /** A US rating: titles rated up to it (films only). */
  certification?: UsCertification;
  providers: readonly number[];
  monetization: readonly OfferKind[];
  /** Where providers and offers apply: in the address, so a shared list stays the same. */
  region?: string;
  sortBy: SortKey;
}

/**
 * The address form, named as the API's query (`GET /api/discover/{movie|tv}`). Lists are
 * comma-separated; a list of one id is a plain number, which the router writes as is (a
 * numeric string it would quote, so as to read it back as a string).
 */
export interface DiscoverSearch {
  genres?: string | number;
  yearFrom?: number;
  yearTo?: number;
  minRating?: number;
  minVotes?: number;
  runtimeMin?: number;
  runtimeMax?: number;
  language?: string;
  certification?: UsCertification;
  providers?: string | number;
  monetization?: string;
  region?: string;
  sortBy?: SortKey;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** A whole number within [min, max], or undefined. */
function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const raw = text(value);
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const number = Number(raw);
  return number >= min && number <= max ? number : undefined;
}

/** Distinct positive ids from '28,12', 28 or [28, 12], in the order given. */
function idList(value: unknown): number[] {
  const parts = Array.isArray(value) ? value.map(text) : text(value).split(',');
  const ids = parts.map((part) => wholeNumber(part.trim(), 1, 999_999_999));
  return [...new Set(ids.filter((id) => id !== undefined))];
}

function stars(value: unknown): number | undefined {
  const raw = text(value);
  if (!/^\d(\.\d+)?$/.test(raw)) return undefined;
  const rounded = Math.round(Number(raw) / RATING_STEP) * RATING_STEP;
  return rounded > 0 && rounded <= MAX_RATING ? rounded : undefined;
}

function offerKinds(value: unknown): OfferKind[] {
  const given = new Set(text(value).split(','));
  return OFFER_KINDS.filter((kind) => given.has(kind));
}

/** Two bounds in order: a range typed backwards means the same range. */
function ordered(low: number | undefined, high: number | undefined): [number?, number?] {
  return low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
}

/** The filters an address asks for, each checked on its own; what makes no sense is dropped. */
export function parseDiscoverSearch(
  media: DiscoverMedia,
  search: Record<string, unknown>,
): DiscoverFilters {
  const [yearFrom, yearTo] = ordered(
    wholeNumber(search.yearFrom, EARLIEST_YEAR, LATEST_YEAR),
    wholeNumber(search.yearTo, EARLIEST_YEAR, LATEST_YEAR),
  );
  const [runtimeMin, runtimeMax] = ordered(
    wholeNumber(search.runtimeMin, 0, MAX_RUNTIME),
    wholeNumber(search.runtimeMax, 0, MAX_RUNTIME),
  );
  const language = text(search.language).toLowerCase();
  const certification = text(search.certification).toUpperCase();
  const region = text(search.region).toUpperCase();
  return {
    genres: idList(search.genres),
    yearFrom,
    yearTo,
    minRating: stars(search.minRating),
    minVotes: wholeNumber(search.minVotes, 1, MAX_VOTES),
    runtimeMin,
    runtimeMax,
    language: /^[a-z]{2}$/.test(language) ? language : undefined,
    certification:
      media === 'movie' ? US_CERTIFICATIONS.find((known) => known === certification) : undefined,
    providers: idList(search.providers),
    monetization: offerKinds(search.monetization),
    region: /^[A-Z]{2}$/.test(region) ? region : undefined,
    sortBy: SORT_KEYS[media].find((key) => key === text(search.sortBy)) ?? DEFAULT_SORT,
  };
}

const ids = (list: readonly number[]): string | number | undefined =>
  list.length === 0 ? undefined : list.length === 1 ? list[0] : list.join(',');

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function hasWhereToWatch(filters: DiscoverFilters): boolean {
  return filters.providers.length > 0 || filters.monetization.length > 0;
}

/** The address for these filters: defaults and empty lists left out. */
export function toDiscoverSearch(filters: DiscoverFilters): DiscoverSearch {
  return withoutUndefined({
    genres: ids(filters.genres),
    yearFrom: filters.yearFrom,
    yearTo: filters.yearTo,
    minRating: filters.minRating,
    minVotes: filters.minVotes,
    runtimeMin: filters.runtimeMin,
    runtimeMax: filters.runtimeMax,
    language: filters.language,
    certification: filters.certification,
    providers: ids(filters.providers),
    monetization: filters.monetization.length
      ? OFFER_KINDS.filter((kind) => filters.monetization.includes(kind)).join(',')
      : undefined,
    // A region filters nothing by itself: it qualifies the where-to-watch filters.
    region: hasWhereToWatch(filters) ? filters.region : undefined,
    sortBy: filters.sortBy === DEFAULT_SORT ? undefined : filters.sortBy,
  });
}

/**
 * The key of the results for these filters in `language`: their address form, so equal
 * filters, however they were reached, share one entry, then the API's `language` (none for
 * English; the address's `language` is the original-language filter).
 */
export function discoverQueryKey(
  media: DiscoverMedia,
  filters: DiscoverFilters,
  language: Language,
) {
  return ['discover', media, toDiscoverSearch(filters), ...languageKey(language)] as const;
}
