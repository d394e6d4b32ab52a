/**
 * Recommendations for an offline pack, computed once when the pack is loaded: titles of the
 * same kind that share the most with a title (its collection, people and genres), best first.
 * Pure and deterministic: the same titles always give the same lists, whatever order they
 * were added in.
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

interface Title {
  id: number;
  popularity: number;
  features: string[];
  weights: number[];
}

/** Titles of one kind (movies, or TV shows), to be related to each other. */
export class Recommender {
  readonly #titles: Title[] = [];
  /** For each feature, the titles (by index) that have it, with their weight for it. */
  readonly #postings = new Map<string, { titles: number[]; weights: number[] }>();

  add(id: number, popularity: number, features: TitleFeatures): void {
    const index = this.#titles.length;
    const title: Title = { id, popularity, features: [], weights: [] };
    for (const [feature, weight] of features) {
      title.features.push(feature);
      title.weights.push(weight);
      let posting = this.#postings.get(feature);
      if (!posting) {
        posting = { titles: [], weights: [] };
        this.#postings.set(feature, posting);
      }
      posting.titles.push(index);
      posting.weights.push(weight);
    }
    this.#titles.push(title);
  }

  /**
   * Calls `emit` once per title with its related titles: at most `limit`, each sharing
   * something, by score, then popularity, then id. A title is never related to itself.
   */
  relate(limit: number, emit: (id: number, related: RelatedTitle[]) => void): void {
    this.#capGenres();
    const scores = new Map<number, number>();
    for (const [index, title] of this.#titles.entries()) {
      scores.clear();
      for (const [position, feature] of title.features.entries()) {
        const own = title.weights[position] ?? 0;
        const posting = this.#postings.get(feature);
        if (!posting) continue;
        for (const [at, other] of posting.titles.entries()) {
          if (other === index) continue;
          const shared = Math.min(own, posting.weights[at] ?? 0);
          scores.set(other, (scores.get(other) ?? 0) + shared);
        }
      }
      emit(title.id, this.#best(scores, limit));
    }
  }

  #best(scores: Map<number, number>, limit: number): RelatedTitle[] {
    return [...scores]
      .filter(([, score]) => score > 0)
      .map(([index, score]) => ({ title: this.#titles[index] as Title, score }))
      .sort(
        (a, b) =>
          b.score - a.score || b.title.popularity - a.title.popularity || a.title.id - b.title.id,
      )
      .slice(0, limit)
      .map(({ title, score }) => ({ id: title.id, score }));
  }

  /** Keeps only each genre's most popular titles as candidates through that genre. */
  #capGenres(): void {
    for (const [feature, posting] of this.#postings) {
      if (!feature.startsWith('genre:') || posting.titles.length <= GENRE_CANDIDATES) continue;
      const kept = posting.titles
        .map((index, at) => ({ index, weight: posting.weights[at] ?? 0 }))
        .sort((a, b) => this.#byPopularity(a.index, b.index))
        .slice(0, GENRE_CANDIDATES);
      this.#postings.set(feature, {
        titles: kept.map((entry) => entry.index),
        weights: kept.map((entry) => entry.weight),
      });
    }
  }

  #byPopularity(a: number, b: number): number {
    const first = this.#titles[a] as Title;
    const second = this.#titles[b] as Title;
    return second.popularity - first.popularity || first.id - second.id;
  }
}
