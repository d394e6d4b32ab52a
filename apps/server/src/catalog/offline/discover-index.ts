/**
 * Offline discovery in memory: the pack's discover columns for one kind of title, read once
 * from SQLite into typed arrays, and each sort's order read from its index. A discovery is one
 * pass over the titles in the order asked for, checking each filter on the arrays: it counts
 * every match exactly and keeps the page's. On a million titles a pass costs a few
 * milliseconds whatever the filters, where SQLite must either sort every match or walk an
 * index past every non-match, and count them all (see docs/benchmarks.md, Offline discover).
 * Genres are bitsets over the titles, all made in one read of their table when first asked
 * for; watch offers are lists of titles per region, provider and kind of offer, read the same
 * way, from which each combination asked for becomes a bitset (a bounded number kept).
 */
import type { DatabaseSync } from 'node:sqlite';
import { LRUCache } from 'lru-cache';
import type { TitleType } from '../catalog.ts';
import {
  RATING_SORT_VOTE_FLOOR,
  US_CERTIFICATIONS,
  type DiscoverFilters,
  type DiscoverSort,
} from '../discover-models.ts';
import { DISCOVER_ORDERS } from './discover-query.ts';

/** One page of a discovery: the titles' rowids in order, and how many titles passed. */
export interface DiscoveredPage {
  rowids: number[];
  total: number;
}

/** Ten points to five stars, as on TMDB. */
const POINTS_PER_STAR = 2;
/** Offer combinations (region, providers, kinds of offer) whose bitsets are kept. */
const OFFER_SETS_KEPT = 256;

/** `YYYY-MM-DD` as the number YYYYMMDD, so dates compare as numbers; 0 when unknown. */
const dayNumber = (date: string | null): number =>
  date
    ? Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))
    : 0;

type Bitset = Uint32Array;
const hasBit = (set: Bitset, i: number) => ((set[i >>> 5] ?? 0) & (1 << (i & 31))) !== 0;
const setBit = (set: Bitset, i: number) => {
  set[i >>> 5] = (set[i >>> 5] ?? 0) | (1 << (i & 31));
};

interface OfferRow {
  region: string;
  provider_id: number;
  monetization: string;
  title_rowid: number;
}

/** The titles one provider offers in one way in one region, by position. */
interface OfferList {
  provider: number;
  monetization: string;
  positions: Int32Array;
}

interface ColumnRow {
  rowid: number;
  released: string | null;
  vote_average: number | null;
  vote_count: number | null;
  runtime: number | null;
  language: string | null;
  certification: number | null;
}

class KindColumns {
  readonly size: number;
  /** Title positions are in rowid order, so a rowid's position is found by bisection. */
  readonly rowids: Int32Array;
  readonly released: Int32Array;
  /** NaN when unknown, which passes no minimum. */
  readonly rating: Float64Array;
  /** -1 when unknown. */
  readonly votes: Int32Array;
  readonly runtime: Int32Array;
  readonly certification: Int8Array;
  /** An index into `languages`, 0 for none. */
  readonly language: Uint16Array;
  readonly languages = new Map<string, number>();
  readonly #db: DatabaseSync;
  readonly #kind: TitleType;
  readonly #orders = new Map<DiscoverSort, Int32Array>();
  #genres: Map<number, Bitset> | undefined;
  #offerLists: Map<string, OfferList[]> | undefined;
  readonly #offers = new LRUCache<string, Bitset>({ max: OFFER_SETS_KEPT });

  constructor(db: DatabaseSync, kind: TitleType) {
    this.#db = db;
    this.#kind = kind;
    const size = Number(
      (db.prepare('SELECT count(*) AS n FROM titles WHERE kind = ?').get(kind) as { n: number }).n,
    );
    this.size = size;
    this.rowids = new Int32Array(size);
    this.released = new Int32Array(size);
    this.rating = new Float64Array(size);
    this.votes = new Int32Array(size);
    this.runtime = new Int32Array(size);
    this.certification = new Int8Array(size);
    this.language = new Uint16Array(size);
    const rows = db
      .prepare(
        `SELECT rowid, released, vote_average, vote_count, runtime, language, certification
         FROM titles INDEXED BY titles_facts WHERE kind = ? ORDER BY rowid`,
      )
      .iterate(kind) as Iterable<ColumnRow>;
    let i = 0;
    for (const row of rows) {
      this.rowids[i] = row.rowid;
      this.released[i] = dayNumber(row.released);
      this.rating[i] = row.vote_average ?? Number.NaN;
      this.votes[i] = row.vote_count ?? -1;
      this.runtime[i] = row.runtime ?? -1;
      this.certification[i] = row.certification ?? -1;
      this.language[i] = row.language ? this.#languageIndex(row.language) : 0;
      i++;
    }
  }

  /** Positions in the order of a sort, read once from the sort's index. */
  order(sort: DiscoverSort): Int32Array {
    let order = this.#orders.get(sort);
    if (!order) {
      const rows = this.#db
        .prepare(
          `SELECT t.rowid AS rowid FROM titles t WHERE t.kind = ? ORDER BY ${DISCOVER_ORDERS[sort]}`,
        )
        .iterate(this.#kind) as Iterable<{ rowid: number }>;
      order = new Int32Array(this.size);
      let k = 0;
      for (const { rowid } of rows) order[k++] = this.#position(rowid);
      this.#orders.set(sort, order);
    }
    return order;
  }

  /** A genre's titles; every genre's set is made in one read of the genres table. */
  genre(id: number): Bitset {
    this.#genres ??= this.#readGenres();
    return this.#genres.get(id) ?? new Uint32Array(this.#words);
  }

  /** Titles offered in `region` by any of the providers in any of the ways (all when none). */
  offers(region: string, providers: number[], monetization: string[]): Bitset {
    const key = `${region}|${providers.join(',')}|${monetization.join(',')}`;
    let set = this.#offers.get(key);
    if (!set) {
      this.#offerLists ??= this.#readOffers();
      set = new Uint32Array(this.#words);
      for (const list of this.#offerLists.get(region) ?? []) {
        if (providers.length > 0 && !providers.includes(list.provider)) continue;
        if (monetization.length > 0 && !monetization.includes(list.monetization)) continue;
        for (const i of list.positions) setBit(set, i);
      }
      this.#offers.set(key, set);
    }
    return set;
  }

  get #words(): number {
    return Math.ceil(this.size / 32);
  }

  #readGenres(): Map<number, Bitset> {
    const sets = new Map<number, Bitset>();
    const rows = this.#db
      .prepare('SELECT genre_id, title_rowid FROM title_genres WHERE kind = ?')
      .iterate(this.#kind) as Iterable<{ genre_id: number; title_rowid: number }>;
    for (const row of rows) {
      let set = sets.get(row.genre_id);
      if (!set) sets.set(row.genre_id, (set = new Uint32Array(this.#words)));
      const i = this.#position(row.title_rowid);
      if (i >= 0) setBit(set, i);
    }
    return sets;
  }

  /** Every region's offers as lists of title positions, one per provider and kind of offer. */
  #readOffers(): Map<string, OfferList[]> {
    const byRegion = new Map<string, OfferList[]>();
    const rows = this.#db
      .prepare(
        `SELECT region, provider_id, monetization, title_rowid FROM offers WHERE kind = ?
         ORDER BY region, provider_id, monetization`,
      )
      .iterate(this.#kind) as Iterable<OfferRow>;
    let current:
      { region: string; provider: number; monetization: string; positions: number[] } | undefined;
    const finish = () => {
      if (!current) return;
      const lists = byRegion.get(current.region) ?? [];
      lists.push({ ...current, positions: Int32Array.from(current.positions) });
      byRegion.set(current.region, lists);
    };
    for (const row of rows) {
      if (
        current?.region !== row.region ||
        current.provider !== row.provider_id ||
        current.monetization !== row.monetization
      ) {
        finish();
        current = {
          region: row.region,
          provider: row.provider_id,
          monetization: row.monetization,
          positions: [],
        };
      }
      const i = this.#position(row.title_rowid);
      if (i >= 0) current.positions.push(i);
    }
    finish();
    return byRegion;
  }

  #position(rowid: number): number {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.rowids[middle] ?? 0;
      if (value === rowid) return middle;
      if (value < rowid) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  #languageIndex(code: string): number {
    let index = this.languages.get(code);
    if (index === undefined) {
      index = this.languages.size + 1;
      this.languages.set(code, index);
    }
    return index;
  }
}

/** Every genre asked for at once: the intersection of their bitsets. */
function allOf([first, ...others]: Bitset[]): Bitset | undefined {
  if (!first || others.length === 0) return first;
  const all = Uint32Array.from(first);
  for (const set of others)
    for (let w = 0; w < all.length; w++) all[w] = (all[w] ?? 0) & (set[w] ?? 0);
  return all;
}

export class DiscoverIndex {
  readonly #db: DatabaseSync;
  readonly #kinds = new Map<TitleType, KindColumns>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  discover(kind: TitleType, filters: DiscoverFilters, pageSize: number): DiscoveredPage {
    const columns = this.#columns(kind);
    const { released, rating, votes, runtime, certification, language, rowids } = columns;
    const dated = filters.yearFrom !== undefined || filters.yearTo !== undefined;
    const from = filters.yearFrom === undefined ? 0 : filters.yearFrom * 10_000;
    const to = filters.yearTo === undefined ? Infinity : filters.yearTo * 10_000 + 1231;
    const ratingGiven = filters.minRating !== undefined;
    const minRating = (filters.minRating ?? 0) * POINTS_PER_STAR;
    const minVotesGiven =
      filters.minVotes ?? (filters.sortBy === 'rating' ? RATING_SORT_VOTE_FLOOR : undefined);
    const votesGiven = minVotesGiven !== undefined;
    const minVotes = minVotesGiven ?? 0;
    const timed = filters.runtimeMin !== undefined || filters.runtimeMax !== undefined;
    const shortest = filters.runtimeMin ?? 0;
    const longest = filters.runtimeMax ?? Infinity;
    // Unknown values pass no filter on them (-1, NaN or 0 in the arrays), as NULL in SQL.
    const mildest =
      filters.certification === undefined ? -1 : US_CERTIFICATIONS.indexOf(filters.certification);
    const rated = mildest >= 0;
    const languageIndex =
      filters.language === undefined ? 0 : (columns.languages.get(filters.language) ?? -1);
    const genres = allOf(filters.genres.map((id) => columns.genre(id)));
    const offers =
      filters.region === undefined
        ? undefined
        : columns.offers(filters.region, filters.providers, filters.monetization);
    const order = columns.order(filters.sortBy);
    const skip = (filters.page - 1) * pageSize;
    const page: number[] = [];
    let total = 0;
    for (let k = 0; k < order.length; k++) {
      const i = order[k] ?? 0;
      if (dated) {
        const day = released[i] ?? 0;
        if (day === 0 || day < from || day > to) continue;
      }
      if (ratingGiven && !((rating[i] ?? Number.NaN) >= minRating)) continue;
      if (votesGiven && (votes[i] ?? -1) < minVotes) continue;
      if (timed) {
        const minutes = runtime[i] ?? -1;
        if (minutes < 0 || minutes < shortest || minutes > longest) continue;
      }
      if (rated) {
        const rank = certification[i] ?? -1;
        if (rank < 0 || rank > mildest) continue;
      }
      if (languageIndex !== 0 && language[i] !== languageIndex) continue;
      if (genres && !hasBit(genres, i)) continue;
      if (offers && !hasBit(offers, i)) continue;
      total++;
      if (total > skip && page.length < pageSize) page.push(rowids[i] ?? 0);
    }
    return { rowids: page, total };
  }

  #columns(kind: TitleType): KindColumns {
    let columns = this.#kinds.get(kind);
    if (!columns) {
      columns = new KindColumns(this.#db, kind);
      this.#kinds.set(kind, columns);
    }
    return columns;
  }
}
