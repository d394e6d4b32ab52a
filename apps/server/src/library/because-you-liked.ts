/**
 * "Because you liked {title}": up to three rows, each the catalogue's recommendations for one
 * title the owner liked (TMDB's recommendations live, the pack's recommender offline), without
 * any title the owner already knows or an earlier row shows. The seeds take turns by source (the
 * best-rated, the latest favourite, the most recently watched) and differ from each other: no
 * two of one franchise (a movie collection), nor of one kind (media type and main genre), while
 * another candidate can give a row.
 */
import type { Catalog } from '../catalog/catalog.ts';
import type { TitleCard } from '../catalog/view-models.ts';
import { NotFoundError } from '../errors.ts';
import type { ContentLanguage } from '../languages.ts';
import { titleKey, type SeedCandidate, type SeedSource } from './for-you-store.ts';

export interface BecauseYouLikedRow {
  seed: { mediaType: 'movie' | 'tv'; id: number; title: string };
  results: TitleCard[];
}

export const ROWS = 3;
/**
 * The most candidates whose details are read: an owner whose liked titles have no
 * recommendations left to show costs a bounded number of reads.
 */
export const SEEDS_READ = 9;

/** What makes two seeds alike. */
interface SeedDetails {
  title: string;
  franchise: string;
  kind: string;
  recommendations: TitleCard[];
}

/** The sources' candidates taking turns, each title once. */
export function takingTurns(bySource: Record<SeedSource, SeedCandidate[]>): SeedCandidate[] {
  const sources = [bySource.rating, bySource.favorite, bySource.watched];
  const longest = Math.max(...sources.map((list) => list.length));
  const order: SeedCandidate[] = [];
  const taken = new Set<string>();
  for (let index = 0; index < longest; index++)
    for (const list of sources) {
      const candidate = list[index];
      if (!candidate) continue;
      const key = titleKey(candidate.mediaType, candidate.mediaId);
      if (taken.has(key)) continue;
      taken.add(key);
      order.push(candidate);
    }
  return order;
}

async function detailsOf(
  catalog: Catalog,
  seed: SeedCandidate,
  language?: ContentLanguage,
): Promise<SeedDetails | undefined> {
  try {
    if (seed.mediaType === 'movie') {
      const { movieDetails, recommendations } = await catalog.movie(
        seed.mediaId,
        undefined,
        language,
      );
      return {
        title: movieDetails.title,
        franchise: movieDetails.collection
          ? `collection:${movieDetails.collection.id}`
          : titleKey('movie', seed.mediaId),
        kind: `movie:${movieDetails.genres[0]?.id ?? 'none'}`,
        recommendations,
      };
    }
    const show = await catalog.tvShow(seed.mediaId, undefined, language);
    return {
      title: show.name,
      franchise: titleKey('tv', seed.mediaId),
      kind: `tv:${show.genres[0]?.id ?? 'none'}`,
      recommendations: show.recommendations,
    };
  } catch (error) {
    // A title the catalogue no longer knows seeds nothing.
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

export async function becauseYouLiked(
  catalog: Catalog,
  candidates: readonly SeedCandidate[],
  known: ReadonlySet<string>,
  language?: ContentLanguage,
): Promise<BecauseYouLikedRow[]> {
  const read = candidates.slice(0, SEEDS_READ);
  const details = new Map<SeedCandidate, Promise<SeedDetails | undefined>>();
  // Read once each, only when a pass reaches the candidate.
  const detailsFor = (seed: SeedCandidate) => {
    let pending = details.get(seed);
    if (!pending) {
      pending = detailsOf(catalog, seed, language);
      details.set(seed, pending);
    }
    return pending;
  };
  const rows: BecauseYouLikedRow[] = [];
  const chosen = new Set<SeedCandidate>();
  const franchises = new Set<string>();
  const kinds = new Set<string>();
  const shown = new Set<string>();
  const choose = async (varied: boolean) => {
    for (const seed of read) {
      if (rows.length === ROWS) return;
      if (chosen.has(seed)) continue;
      const seedDetails = await detailsFor(seed);
      if (!seedDetails) continue;
      if (varied && (franchises.has(seedDetails.franchise) || kinds.has(seedDetails.kind)))
        continue;
      const results = seedDetails.recommendations.filter((card) => {
        const key = titleKey(card.mediaType, card.id);
        return !known.has(key) && !shown.has(key);
      });
      if (results.length === 0) continue;
      chosen.add(seed);
      franchises.add(seedDetails.franchise);
      kinds.add(seedDetails.kind);
      for (const card of results) shown.add(titleKey(card.mediaType, card.id));
      rows.push({
        seed: { mediaType: seed.mediaType, id: seed.mediaId, title: seedDetails.title },
        results,
      });
    }
  };
  // Varied seeds first; then, when too few were varied, the others in turn.
  await choose(true);
  await choose(false);
  return rows;
}
