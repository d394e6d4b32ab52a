/**
 * Recommendations for an offline pack, computed once when the pack is loaded: titles of the
 * same kind that share the most with a title (its collection, people and genres), best first.
 * Pure and deterministic: the same titles always give the same lists, whatever order they
 * were added in. Titles and features are kept in flat arrays of numbers, because a synthetic
 * pack holds a million titles.
 */

/** What a title is made of, each feature with its weight (e.g. `cast:287` → CAST). */
export type TitleFeatures = Map<string, number>;

/** How much one shared feature is worth. A shared person counts once, at the lower weight. */
export const FEATURE_WEIGHTS = {
  collection: 8,
  keyCrew: 3,
  cast: 2,
  crew: 1,
  genre: 1,
} as const;

/**
 * How many of a genre's most popular titles are candidates through that genre alone. Sharing a
 * genre is common: in a large pack a genre holds hundreds of thousands of titles, and scoring
 * them all for every title would cost the square of the pack. A pack with fewer titles per genre
 * than this (the demo pack) is scored exactly.
 */
export const GENRE_CANDIDATES = 200;

export interface RelatedTitle {
  id: number;
  score: number;
}

interface Posting {
  /** Indexes of the titles with the feature, and each one's weight for it. */
  titles: number[];
  weights: number[];
}

/** Titles of one kind (movies, or TV shows), to be related to each other. */
export class Recommender {
  readonly #ids: number[] = [];
  readonly #popularity: number[] = [];
  /** Title i's features are `#features[#firstFeature[i] .. #firstFeature[i + 1])`, by posting. */
  readonly #firstFeature: number[] = [0];
  readonly #features: number[] = [];
  readonly #weights: number[] = [];
  readonly #postingOf = new Map<string, number>();
  readonly #postings: Posting[] = [];
  readonly #genrePostings: number[] = [];

  add(id: number, popularity: number, features: TitleFeatures): void {
    const index = this.#ids.length;
    this.#ids.push(id);
    this.#popularity.push(popularity);
    for (const [feature, weight] of features) {
      let posting = this.#postingOf.get(feature);
      if (posting === undefined) {
        posting = this.#postings.length;
        this.#postingOf.set(feature, posting);
        this.#postings.push({ titles: [], weights: [] });
        if (feature.startsWith('genre:')) this.#genrePostings.push(posting);
      }
      this.#postings[posting]?.titles.push(index);
      this.#postings[posting]?.weights.push(weight);
      this.#features.push(posting);
      this.#weights.push(weight);
    }
    this.#firstFeature.push(this.#features.length);
  }

  /**
   * Calls `emit` once per title with its related titles: at most `limit`, each sharing
   * something, by score, then popularity, then id. A title is never related to itself.
   */
  relate(limit: number, emit: (id: number, related: RelatedTitle[]) => void): void {
    this.#capGenres();
    const count = this.#ids.length;
    const scores = new Float64Array(count);
    const touched: number[] = [];
    for (let index = 0; index < count; index++) {
      const end = this.#firstFeature[index + 1] ?? 0;
      for (let at = this.#firstFeature[index] ?? 0; at < end; at++) {
        const posting = this.#postings[this.#features[at] ?? 0] as Posting;
        const own = this.#weights[at] ?? 0;
        for (let entry = 0; entry < posting.titles.length; entry++) {
          const other = posting.titles[entry] ?? 0;
          if (other === index) continue;
          if (scores[other] === 0) touched.push(other);
          scores[other] = (scores[other] ?? 0) + Math.min(own, posting.weights[entry] ?? 0);
        }
      }
      const best = this.#best(scores, touched, limit);
      emit(
        this.#ids[index] ?? 0,
        best.map((other) => ({ id: this.#ids[other] ?? 0, score: scores[other] ?? 0 })),
      );
      for (const other of touched) scores[other] = 0;
      touched.length = 0;
    }
  }

  /** The `limit` best of the touched titles, kept in order as they are found. */
  #best(scores: Float64Array, touched: number[], limit: number): number[] {
    const best: number[] = [];
    const better = (a: number, b: number) =>
      (scores[a] ?? 0) - (scores[b] ?? 0) || this.#byPopularity(b, a);
    for (const candidate of touched) {
      const last = best.at(-1);
      if (best.length === limit && last !== undefined && better(candidate, last) <= 0) continue;
      let at = best.length;
      while (at > 0 && better(candidate, best[at - 1] ?? 0) > 0) at--;
      best.splice(at, 0, candidate);
      if (best.length > limit) best.pop();
    }
    return best;
  }

  /** Keeps only each genre's most popular titles as candidates through that genre. */
  #capGenres(): void {
    for (const index of this.#genrePostings) {
      const posting = this.#postings[index] as Posting;
      if (posting.titles.length <= GENRE_CANDIDATES) continue;
      const kept = posting.titles
        .map((title, at) => ({ title, weight: posting.weights[at] ?? 0 }))
        .sort((a, b) => this.#byPopularity(a.title, b.title))
        .slice(0, GENRE_CANDIDATES);
      this.#postings[index] = {
        titles: kept.map((entry) => entry.title),
        weights: kept.map((entry) => entry.weight),
      };
    }
    this.#genrePostings.length = 0;
  }

  /** More popular first, then the lower id. */
  #byPopularity(a: number, b: number): number {
    return (
      (this.#popularity[b] ?? 0) - (this.#popularity[a] ?? 0) ||
      (this.#ids[a] ?? 0) - (this.#ids[b] ?? 0)
    );
  }
}
